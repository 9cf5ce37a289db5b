import { useId } from 'react';
import type { Section } from '@commons/contract';
import { SafeHtml } from '../../ui/safe-html.tsx';

interface LandingSectionProps {
  section: Section;
  id?: string;
  tone: 'plain' | 'tinted';
}

/** One landing section: optional header, sanitised body, or 'No content' when it has no slug. */
export function LandingSection({ section, id, tone }: LandingSectionProps) {
  const headingId = useId();
  const hasHeader = section.show_header && section.name.trim() !== '';
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      className={`landing-section landing-section--${tone}`}
      {...(hasHeader ? { 'aria-labelledby': headingId } : { 'aria-label': section.name || 'Section' })}
    >
      <div className="container">
        {hasHeader ? (
          <h2 id={headingId} className="landing-section__title">
            {section.name}
          </h2>
        ) : null}
        {section.slug === '' ? (
          <p className="landing-section__empty">No content</p>
        ) : section.body ? (
          <SafeHtml html={section.body} topHeading={hasHeader ? 3 : 2} />
        ) : null}
      </div>
    </section>
  );
}
