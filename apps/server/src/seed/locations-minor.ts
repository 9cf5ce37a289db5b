/** Locations of the pre-launch (Harbor) and legacy-menu (Pinecrest) sites. */
import type { LocationSpec } from './location-spec.ts';

export const harborLocations: LocationSpec[] = [
  { name: 'Harbor Commons', description: '<p>Our future all-you-care-to-eat dining hall.</p>', short: 'Dining hall', photo: { kind: 'food', dish: 'soup', hue: 185 }, street: '1 Lighthouse Road', phone: '8475550111', offset: [4, 4], labels: ['dine_in'], payments: ['pay_with_meal_swipe'], hours: 'hall' },
  { name: 'Dockside Cafe', description: '<p>Coffee and pastries by the marina.</p>', short: 'Cafe', photo: { kind: 'food', dish: 'coffee', hue: 190 }, street: '8 Dock Street', offset: [-6, 10], labels: ['takeout'], payments: ['pay_with_credit_card'], hours: 'coffee' },
  { name: 'Lighthouse Market', description: '<p>Groceries and snacks.</p>', short: 'Market', photo: { kind: 'food', dish: 'smoothie', hue: 60 }, street: '20 Beacon Way', offset: [10, -8], labels: ['takeout'], payments: ['pay_with_credit_card', 'pay_with_cash'], hours: 'market' },
];

export const pinecrestLocations: LocationSpec[] = [
  {
    name: 'Aspen Dining Hall',
    description: '<p>Three hearty meals a day with mountain views.</p>',
    short: 'Dining hall',
    photo: { kind: 'food', dish: 'salad', hue: 110 },
    street: '75 Timberline Avenue',
    phone: '9705550170',
    occupancy: 30,
    offset: [3, 3],
    labels: ['dine_in'],
    cuisines: ['american_cuisine'],
    payments: ['pay_with_meal_swipe', 'pay_with_credit_card'],
    hours: 'hall',
    special: 'early-close',
  },
  { name: 'Trailhead Cafe', description: '<p>Coffee, burritos and trail mix for the road.</p>', short: 'Cafe', photo: { kind: 'food', dish: 'coffee', hue: 30 }, street: '80 Timberline Avenue', offset: [-5, 6], labels: ['takeout'], payments: ['pay_with_credit_card'], hours: 'coffee' },
  { name: 'Ridge Grill', description: '<p>Burgers and bison chili.</p>', short: 'Grill', photo: { kind: 'food', dish: 'burger', hue: 15 }, street: '5 Ridge Road', offset: [8, -9], labels: ['dine_in'], cuisines: ['barbecue_cuisine'], payments: ['pay_with_credit_card'], hours: 'grill' },
  { name: 'Pinecrest Market', description: '<p>Snacks and essentials.</p>', short: 'Market', photo: { kind: 'food', dish: 'pastry', hue: 80 }, street: '90 Timberline Avenue', offset: [-8, -4], payments: ['pay_with_credit_card', 'pay_with_cash'], hours: 'market' },
];
