/** Each screen is its own chunk: a section's page brings the HTML sanitizer only when it is opened. */
export const loadContentSectionPage = async () => (await import('./content-section-page.tsx')).ContentSectionPage;
