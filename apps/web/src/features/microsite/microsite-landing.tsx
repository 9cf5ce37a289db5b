import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { siteQueries } from '../../site/site-queries.ts';
import { micrositeQueries } from './queries.ts';
import { LandingSection } from './landing-section.tsx';
import { ScrollDownButton } from './scroll-down-button.tsx';
import { StatCards } from './stat-cards.tsx';
import './microsite.css';

export const DEFAULT_MICROSITE_IMAGE = 'microsite-default.svg';
const FIRST_SECTION_ID = 'microsite-first-section';

/**
 * The pre-launch landing that replaces the home (docs/product/site.md#microsite): banner, heading,
 * tagline, stat cards, then the landing sections on alternating backgrounds. The site header
 * above comes from the layout. A failed load leaves that part out.
 */
export function MicrositeLanding({ site, heading }: { site: Site; heading: ReactNode }) {
  const microsite = useQuery(siteQueries.microsite(site.id));
  const sections = useQuery(micrositeQueries.sections(site.id));
  const [now] = useState(() => new Date());
  const data = microsite.data?.microsite;
  const landing = sections.data?.sections ?? [];
  const image = data && !data.image.default && data.image.file_name ? data.image.file_name : DEFAULT_MICROSITE_IMAGE;

  return (
    <div className="microsite">
      <div className="microsite__hero">
        {data ? <img className="microsite__banner" src={paths.file('microsite', image)} alt="" /> : <div className="microsite__banner microsite__banner--loading" />}
        <div className="container microsite__intro">
          {heading}
          {data?.tagline ? <p className="microsite__tagline">{data.tagline}</p> : null}
          {landing.length > 0 ? <ScrollDownButton targetId={FIRST_SECTION_ID} /> : null}
        </div>
      </div>
      <div className="container">
        {data ? <StatCards stats={data.stats} now={now} timeZone={site.address.time_zone} /> : null}
      </div>
      {sections.isPending ? <div className="microsite__skeleton" aria-hidden="true" /> : null}
      {landing.map((section, index) => (
        <LandingSection
          key={section.id}
          section={section}
          id={index === 0 ? FIRST_SECTION_ID : undefined}
          tone={index % 2 === 0 ? 'plain' : 'tinted'}
        />
      ))}
    </div>
  );
}
