import { Link } from 'react-router';
import type { SectionSummary } from '@commons/contract';
import { paths } from '../api/paths.ts';
import { withHttps } from '@commons/domain';
import './section-child-links.css';

interface SectionChildLinksProps {
  siteSlug: string;
  parentName: string;
  nodes: readonly SectionSummary[];
}

/** Links to the pages below a section, so a dropdown-only section is still a useful page. */
export function SectionChildLinks({ siteSlug, parentName, nodes }: SectionChildLinksProps) {
  const visible = nodes.filter((node) => node.slug !== '' && !node.microsite_landing);
  if (visible.length === 0) return null;
  return (
    <nav className="section-children" aria-labelledby="section-children-heading">
      <h2 id="section-children-heading">More in {parentName}</h2>
      <ul>
        {visible.map((node) => (
          <li key={node.id}>
            {node.is_url && node.url ? (
              <a href={withHttps(node.url)} target="_blank" rel="noopener noreferrer">
                {node.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={paths.section(siteSlug, node.slug)}>{node.name}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
