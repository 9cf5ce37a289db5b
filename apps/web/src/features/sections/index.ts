/** Each screen is its own chunk: the coming-soon screen does not bring the content page's HTML sanitizer. */
export const loadContentSectionPage = async () => (await import('./content-section-page.tsx')).ContentSectionPage;
export const loadSectionComingSoon = async () => (await import('./section-coming-soon.tsx')).SectionComingSoon;
