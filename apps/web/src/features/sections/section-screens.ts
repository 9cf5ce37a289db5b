import type { ComponentType } from 'react';
import type { Section } from '@commons/contract';

/** A screen that shows one section of a site. */
export type SectionScreen = ComponentType<{ section: Section }>;
type ScreenImport = () => Promise<SectionScreen>;

const comingSoon: ScreenImport = async () => (await import('./section-coming-soon.tsx')).SectionComingSoon;
const hoursOfOperation: ScreenImport = async () => (await import('../hours/index.ts')).HoursOfOperationPage;
const campusMap: ScreenImport = async () => (await import('../campus-map/index.ts')).CampusMapPage;
const diningMap: ScreenImport = async () => (await import('../dining-map/index.ts')).DiningMapPage;
const contentPage: ScreenImport = async () => (await import('./content-section-page.tsx')).ContentSectionPage;

/**
 * The one table of special sections (spec 01 §2 "Section slugs mapped to special screens"), keyed
 * by the section's master template slug, or its own slug when it has none. Each screen is loaded
 * only when a visitor opens it. Screens still to be built show the shared coming-soon screen.
 */
export const sectionScreens = {
  balanced_u_events: comingSoon,
  'balance-tracker': comingSoon,
  'campus-map': campusMap,
  'catering-files': comingSoon,
  'dining-blog': comingSoon,
  'dining-map': diningMap,
  'directors-meetings': comingSoon,
  events: comingSoon,
  feedback: comingSoon,
  'get-answers-now': comingSoon,
  help: comingSoon, // the same page as get-answers-now
  'hours-of-operation': hoursOfOperation,
  'meal-plan-purchase': comingSoon,
  'whats-on-the-menu': async () => (await import('../menu/index.ts')).loadMenuPage(),
  newsletters: comingSoon,
  'photo-albums': comingSoon,
  reservations: comingSoon,
  'special-offers': comingSoon,
  staff: comingSoon,
  surveys: comingSoon,
} satisfies Record<string, ScreenImport>;

export type SpecialSectionSlug = keyof typeof sectionScreens;

const isSpecial = (key: string): key is SpecialSectionSlug => Object.hasOwn(sectionScreens, key);

/** Which screen shows a section: its special screen, or the default content page. */
export function screenImportFor(section: Pick<Section, 'master_slug' | 'slug'>): ScreenImport {
  const key = (section.master_slug ?? section.slug).toLowerCase();
  return isSpecial(key) ? sectionScreens[key] : contentPage;
}
