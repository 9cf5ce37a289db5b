import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** Weekly hours without reservations on the weekdays given (the domain's ClosedHours). */
export interface ReservationClosedHours {
  days: number[];
  start_hour: number;
  start_minutes: number;
  end_hour: number;
  end_minutes: number;
}

/** Dining locations; a building is a location with is_building, and holds others through building_id. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    building_id: integer('building_id').references((): AnyPgColumn => locations.id, { onDelete: 'set null' }),
    is_building: boolean('is_building').notNull().default(false),
    name: text('name').notNull(),
    description: text('description'),
    short_description: text('short_description'),
    type: text('type').notNull().default('webtrition'),
    active: boolean('active').notNull().default(true),
    show_menus: boolean('show_menus').notNull().default(true),
    show_map: boolean('show_map').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    image_file_name: text('image_file_name'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    phone: text('phone'),
    lat: text('lat'),
    lon: text('lon'),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    occupancy: integer('occupancy'),
    allergen_filter: boolean('allergen_filter').notNull().default(true),
    /** Predefined labels, cuisines and payment types in use, plus custom ones. */
    features: jsonb('features')
      .$type<{ labels: string[]; cuisines: string[]; payment_types: string[]; custom_labels: string[]; custom_cuisines: string[]; custom_payment_types: string[] }>()
      .notNull()
      .default({ labels: [], cuisines: [], payment_types: [], custom_labels: [], custom_cuisines: [], custom_payment_types: [] }),
    brands: jsonb('brands').$type<{ id: number; name: string; nutrition_url: string }[]>().notNull().default([]),
    /** Offered as a dining location on the feedback form (docs/product/forms.md#feedback). */
    feedback: boolean('feedback').notNull().default(false),
    /** Takes on-the-go orders: pick-up times are within its open hours (one per site; issue 14). */
    on_the_go: boolean('on_the_go').notNull().default(false),
    /** Reservation settings (docs/product/reservations.md#locations); the rules are @commons/domain's. */
    use_reservations: boolean('use_reservations').notNull().default(false),
    /** Bookings go by time blocks: the location's 'reservation' schedules, each with a name. */
    use_reservation_hours: boolean('use_reservation_hours').notNull().default(false),
    same_day_reservations: boolean('same_day_reservations').notNull().default(true),
    /** Minutes between slots. */
    reservation_interval: integer('reservation_interval').notNull().default(30),
    /** Seats per slot (each reservation takes 1 plus its friends). */
    reservation_capacity: integer('reservation_capacity').notNull().default(0),
    reservation_max_visits: integer('reservation_max_visits').notNull().default(1),
    limit_reservation_visits: boolean('limit_reservation_visits').notNull().default(false),
    allow_guest_friends: boolean('allow_guest_friends').notNull().default(false),
    guest_friend_limit: integer('guest_friend_limit').notNull().default(0),
    /** Weekly hours without reservations. */
    reservation_closed_hours: jsonb('reservation_closed_hours').$type<ReservationClosedHours[]>().notNull().default([]),
    /** Live status (docs/product/console.md#live-status): closed now with this message until `live_closed_until`; over once that has passed. */
    live_closed_message: text('live_closed_message'),
    live_closed_until: timestamp('live_closed_until', { withTimezone: true }),
    /** 'quiet', 'busy' or 'very_busy' (the domain's BUSY_LEVELS), or null: not said. */
    live_busy_level: text('live_busy_level'),
    /** The live status's own version: its saves are checked against it, not the location's. */
    live_version: integer('live_version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_site_idx').on(t.site_id)],
);

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    location_id: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('location'),
    /** A reservation time block's name ('Lunch'); null elsewhere. */
    name: text('name'),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    days: jsonb('days').$type<number[]>().notNull(),
    start_hour: integer('start_hour').notNull(),
    start_minutes: integer('start_minutes').notNull().default(0),
    end_hour: integer('end_hour').notNull(),
    end_minutes: integer('end_minutes').notNull().default(0),
    open_late: boolean('open_late').notNull().default(false),
  },
  (t) => [index('schedules_location_idx').on(t.location_id)],
);
