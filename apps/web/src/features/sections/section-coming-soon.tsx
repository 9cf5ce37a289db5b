import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import './sections.css';

/** The shared screen of special sections whose own screen is not built yet. */
export function SectionComingSoon({ section }: { section: Section }) {
  const site = useSite();
  return (
    <div className="section-page container">
      <PageHead title={`${section.name} | ${site.name}`} description={`${section.name} at ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      <p className="section-page__notice">This page is being prepared. Please check back soon.</p>
    </div>
  );
}
