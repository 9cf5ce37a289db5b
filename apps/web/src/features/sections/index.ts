export { createSectionLoader, SectionRoute } from './section-route.tsx';
export { sectionScreens, screenImportFor } from './section-screens.ts';
export type { SectionScreen, SpecialSectionSlug } from './section-screens.ts';
export { SectionHeading } from './section-heading.tsx';
