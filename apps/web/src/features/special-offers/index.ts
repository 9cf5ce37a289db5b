/** The special offers screen is its own chunk. */
export const loadSpecialOffersPage = async () => (await import('./special-offers-page.tsx')).SpecialOffersPage;
