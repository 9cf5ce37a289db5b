export { UpcomingEvents } from './upcoming-events.tsx';
export { offerDates, longDate, monthDay } from './event-dates.ts';
export { specialSectionSlug } from './special-section-slug.ts';

/** The events screens are their own chunks, so the home page's list does not bring them along. */
export const loadEventsPage = async () => (await import('./events-page.tsx')).EventsPage;
export const loadWellnessEventsPage = async () => (await import('./wellness-events-page.tsx')).WellnessEventsPage;
