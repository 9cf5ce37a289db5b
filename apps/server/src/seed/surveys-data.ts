import type { SiteKey } from './site-definition.ts';

/** A demo poll: asked `daysAgo` days before today; each choice with the votes it already has. */
export interface SurveySpec {
  question: string;
  daysAgo: number;
  published?: boolean;
  choices: readonly (readonly [choice: string, votes: number])[];
}

/** Northfield and Lakeside run polls; the other schools have none. */
export const surveySpecs: Record<SiteKey, readonly SurveySpec[]> = {
  northfield: [
    {
      question: 'Which late-night option should Founders Hall add this spring?',
      daysAgo: 2,
      choices: [
        ['Build-your-own ramen bar', 48],
        ['Wood-fired flatbreads', 37],
        ['Breakfast all night', 52],
        ['Smoothie and acai bowls', 21],
      ],
    },
    {
      question: 'How would you rate the new plant-based station?',
      daysAgo: 9,
      choices: [
        ['Love it', 64],
        ['It is good', 41],
        ['It needs more variety', 29],
        ['I have not tried it yet', 18],
        ['Not for me', 7],
      ],
    },
    {
      question: 'When do you usually eat lunch on weekdays?',
      daysAgo: 20,
      choices: [
        ['Before 11:30 a.m.', 12],
        ['11:30 a.m. to 1 p.m.', 73],
        ['After 1 p.m.', 33],
      ],
    },
    {
      question: 'Draft: which theme dinner should we host in May?',
      daysAgo: 1,
      published: false,
      choices: [
        ['Taco night', 0],
        ['Pasta bar', 0],
      ],
    },
  ],
  lakeside: [
    {
      question: 'What should the Lakeside Commons grill feature next month?',
      daysAgo: 3,
      choices: [
        ['Smash burgers', 22],
        ['Korean barbecue bowls', 19],
        ['Grilled veggie wraps', 11],
      ],
    },
    {
      question: 'How easy is it to find allergen information at our dining halls?',
      daysAgo: 14,
      choices: [
        ['Very easy', 15],
        ['Somewhat easy', 24],
        ['Hard to find', 9],
        ['I do not look for it', 6],
      ],
    },
  ],
  harbor: [],
  pinecrest: [],
  summit: [],
  oldmill: [],
};
