import type { ComponentType } from 'react';
import type { Section } from '@commons/contract';

/** A screen that shows one section of a site. */
export type SectionScreen = ComponentType<{ section: Section }>;
type ScreenImport = () => Promise<SectionScreen>;

const hoursOfOperation: ScreenImport = async () => (await import('../features/hours/index.ts')).HoursOfOperationPage;
const campusMap: ScreenImport = async () => (await import('../features/campus-map/index.ts')).CampusMapPage;
const diningMap: ScreenImport = async () => (await import('../features/dining-map/index.ts')).DiningMapPage;
const contentPage: ScreenImport = async () => (await import('../features/sections/index.ts')).loadContentSectionPage();
const helpPage: ScreenImport = async () => (await import('../features/help/index.ts')).HelpPage;

/**
 * The one table of special sections (docs/product/site.md#special-screens), keyed
 * by the section's master template slug, or its own slug when it has none. Each screen is loaded
 * only when a visitor opens it.
 */
export const sectionScreens = {
  balanced_u_events: async () => (await import('../features/events/index.ts')).loadWellnessEventsPage(),
  'balance-tracker': async () => (await import('../features/balance-tracker/index.ts')).BalanceTrackerPage,
  'campus-map': campusMap,
  'catering-files': async () => (await import('../features/catering-files/index.ts')).CateringFilesPage,
  'dining-blog': async () => (await import('../features/dining-blog/index.ts')).DiningBlogPage,
  'dining-map': diningMap,
  'directors-meetings': async () => (await import('../features/directors-meetings/index.ts')).DirectorsMeetingsPage,
  events: async () => (await import('../features/events/index.ts')).loadEventsPage(),
  feedback: async () => (await import('../features/feedback/index.ts')).FeedbackPage,
  'get-answers-now': helpPage,
  help: helpPage, // the same page as get-answers-now
  'hours-of-operation': hoursOfOperation,
  'meal-plan-purchase': async () => (await import('../features/purchase/index.ts')).PurchasePage,
  'whats-on-the-menu': async () => (await import('../features/menu/index.ts')).loadMenuPage(),
  newsletters: async () => (await import('../features/newsletters/index.ts')).NewslettersPage,
  'photo-albums': async () => (await import('../features/photo-albums/index.ts')).PhotoAlbumsPage,
  reservations: async () => (await import('../features/reservations/index.ts')).ReservationsSectionPage,
  'special-offers': async () => (await import('../features/special-offers/index.ts')).loadSpecialOffersPage(),
  staff: async () => (await import('../features/staff/index.ts')).StaffPage,
  surveys: async () => (await import('../features/surveys/index.ts')).loadSurveysPage(),
} satisfies Record<string, ScreenImport>;

export type SpecialSectionSlug = keyof typeof sectionScreens;

const isSpecial = (key: string): key is SpecialSectionSlug => Object.hasOwn(sectionScreens, key);

/** Which screen shows a section: its special screen, or the default content page. */
export function screenImportFor(section: Pick<Section, 'master_slug' | 'slug'>): ScreenImport {
  const key = (section.master_slug ?? section.slug).toLowerCase();
  return isSpecial(key) ? sectionScreens[key] : contentPage;
}
