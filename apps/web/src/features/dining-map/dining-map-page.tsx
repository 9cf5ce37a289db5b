import type { Section } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { withHttps } from '@commons/domain';
import { SectionHeading } from '../../ui/section-heading.tsx';
import './dining-map.css';

/** Dining map (section dining-map): the site's one map picture with its alt text and optional link. */
export function DiningMapPage({ section }: { section: Section }) {
  const site = useSite();
  const map = site.dining_map;
  const picture = map ? <img className="dining-map__image" src={paths.file('images', map.file_name)} alt={map.alt_text} /> : null;
  return (
    <div className="section-page container dining-map">
      <PageHead title={`${section.name} | ${site.name}`} description={`A map of the dining locations at ${site.name}.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {map ? (
        <figure className="dining-map__figure">
          {picture}
          {map.url ? (
            <figcaption>
              <a href={withHttps(map.url)} rel="noopener noreferrer">
                Open the interactive dining map
              </a>
            </figcaption>
          ) : null}
        </figure>
      ) : (
        <p className="dining-map__empty">There is no dining map to show yet. Please check back soon.</p>
      )}
    </div>
  );
}
