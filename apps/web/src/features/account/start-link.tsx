import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { sectionSlugFor } from './section-link.ts';

export type TabSite = Pick<Site, 'slug' | 'section_list'>;

/** Where a first one is made: the site's section built on `master`, when the site has it. */
export function StartLink({ site, master, text }: { site: TabSite; master: string; text: string }) {
  const slug = sectionSlugFor(site.section_list, master);
  return slug ? (
    <Link className="button button--ghost" to={paths.section(site.slug, slug)}>
      {text}
    </Link>
  ) : null;
}
