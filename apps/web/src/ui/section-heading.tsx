import type { Section } from '@commons/contract';
import { SectionBanner } from './section-banner.tsx';

interface SectionHeadingProps {
  section: Section;
  /** Show a plain heading even when the section hides its header (special screens need a title). */
  alwaysShow?: boolean;
}

/**
 * The page title of a section: its banner when it uses one, else a plain h1. A section that hides
 * its header still has an h1 for screen readers and for focus after navigation.
 */
export function SectionHeading({ section, alwaysShow = false }: SectionHeadingProps) {
  if (section.use_banner && section.banner) {
    return (
      <SectionBanner
        name={section.name}
        fileName={section.banner.file_name}
        align={section.banner_text_align}
        font={section.banner_text_font}
      />
    );
  }
  const isVisible = section.show_header || alwaysShow;
  return (
    <h1 className={isVisible ? 'section-title' : 'visually-hidden'} tabIndex={-1}>
      {section.name}
    </h1>
  );
}
