/** The navigation trees of the demo sites. */
import { image, type DemoImage } from './image-spec.ts';
import {
  aboutUsBody,
  draftBody,
  micrositeBody,
  newForFallBody,
  nutritionBody,
  pinecrestWelcomeBody,
  sustainabilityBody,
} from './section-bodies.ts';

export interface SectionSpec {
  name: string;
  slug: string;
  master_slug?: string;
  body?: string;
  show_header?: boolean;
  use_banner?: boolean;
  banner?: DemoImage;
  banner_text_align?: 'left' | 'center' | 'right';
  banner_text_font?: string;
  microsite_landing?: boolean;
  is_url?: boolean;
  url?: string;
  published?: boolean;
  no_robots?: boolean;
  children?: SectionSpec[];
}

/** The slugs that map to special screens (docs/product/site.md#special-screens). */
export const specialSlugs = [
  'balanced_u_events',
  'balance-tracker',
  'campus-map',
  'catering-files',
  'dining-blog',
  'dining-map',
  'directors-meetings',
  'events',
  'feedback',
  'get-answers-now',
  'help',
  'hours-of-operation',
  'meal-plan-purchase',
  'whats-on-the-menu',
  'newsletters',
  'photo-albums',
  'reservations',
  'special-offers',
  'staff',
  'surveys',
] as const;

const special = (slug: (typeof specialSlugs)[number], name: string): SectionSpec => ({ name, slug, master_slug: slug });
const dropdown = (name: string, slug: string, children: SectionSpec[]): SectionSpec => ({ name, slug, show_header: false, children });

export const aboutBanner = (siteKey: string, color: string, pattern: 'stripes' | 'dots' | 'waves' | 'chevron'): DemoImage =>
  image('section_banner', `about-us-${siteKey}.svg`, 'About Us banner', { kind: 'banner', color, pattern });

/** Northfield and Lakeside share the shape; names and links differ only where the site does. */
export function fullSiteTree(options: { siteKey: string; siteName: string; host: string; color: string; pattern: 'stripes' | 'dots' | 'waves' | 'chevron' }): SectionSpec[] {
  const { siteKey, siteName, host, color, pattern } = options;
  return [
    dropdown('Menus & Hours', 'menus-and-hours', [
      special('whats-on-the-menu', "What's on the Menu"),
      special('hours-of-operation', 'Hours of Operation'),
      special('dining-map', 'Dining Map'),
      { name: 'Nutrition', slug: 'nutrition', body: nutritionBody(siteName), show_header: true },
    ]),
    special('campus-map', 'Campus Map'),
    special('meal-plan-purchase', 'Meal Plans'),
    dropdown('Events & Offers', 'events-and-offers', [
      special('events', 'Events'),
      special('balanced_u_events', 'Balanced U Events'),
      special('special-offers', 'Special Offers'),
      special('reservations', 'Reservations'),
      special('catering-files', 'Catering'),
    ]),
    {
      // "About Us" is both a content page and the parent of the about pages.
      name: 'About Us',
      slug: 'about-us',
      body: aboutUsBody(siteName),
      show_header: false,
      use_banner: true,
      banner: aboutBanner(siteKey, color, pattern),
      banner_text_align: 'center',
      banner_text_font: 'Georgia',
      children: [
        special('staff', 'Our Staff'),
        special('directors-meetings', "Directors' Meetings"),
        special('newsletters', 'Newsletters'),
        special('photo-albums', 'Photo Albums'),
        special('dining-blog', 'Dining Blog'),
        { name: 'Sustainability', slug: 'sustainability', body: sustainabilityBody(siteName), show_header: true },
      ],
    },
    dropdown('Resources', 'resources', [
      special('feedback', 'Feedback'),
      special('surveys', 'Surveys'),
      special('get-answers-now', 'Get Answers Now'),
      special('help', 'Help'),
      special('balance-tracker', 'Balance Tracker'),
      { name: 'Housing', slug: 'housing', is_url: true, url: `${host}/housing` },
    ]),
    { name: 'New for Fall', slug: 'new-for-fall', master_slug: 'new-section', body: newForFallBody(), show_header: true },
    { name: 'Draft Page', slug: 'draft-page', body: draftBody(), published: false, no_robots: true },
  ];
}

export function pinecrestTree(): SectionSpec[] {
  return [
    { name: 'Welcome', slug: 'welcome', body: pinecrestWelcomeBody(), show_header: true },
    special('whats-on-the-menu', "What's on the Menu"),
    special('hours-of-operation', 'Hours of Operation'),
    special('events', 'Events'),
    // Pinecrest has none of these yet: its pages show each list's empty state.
    dropdown('Campus Dining', 'campus-dining', [
      special('special-offers', 'Special Offers'),
      special('surveys', 'Surveys'),
      special('newsletters', 'Newsletters'),
      special('staff', 'Our Staff'),
      special('catering-files', 'Catering'),
      special('photo-albums', 'Photo Albums'),
      special('dining-blog', 'Dining Blog'),
      special('directors-meetings', 'Directors Meetings'),
    ]),
  ];
}

export function harborTree(): SectionSpec[] {
  return [
    { name: 'Meal Plans', slug: 'meal_plans', microsite_landing: true, body: micrositeBody('Meal plans for every schedule'), show_header: true },
    { name: 'Sample Menus', slug: 'sample_menus', microsite_landing: true, body: micrositeBody('A taste of what is coming'), show_header: false },
    { name: 'Coming Soon', slug: '', microsite_landing: true, show_header: true },
    { name: 'About Harbor Dining', slug: 'about-harbor-dining', body: micrositeBody('About Harbor Dining') },
    { name: 'Contact Us', slug: 'general_contact_info', body: micrositeBody('Contact us') },
    { name: 'Join Our Team', slug: 'join_our_team', body: micrositeBody('Join our team') },
    { name: 'Sneak Peek', slug: 'sneak-peek', body: micrositeBody('Sneak peek') },
  ];
}
