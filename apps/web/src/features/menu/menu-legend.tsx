import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import type { MarkKind } from './item-marks.ts';
import { MarkIcon } from './mark-icon.tsx';
import { MARK_INFO } from './mark-info.ts';

const RATINGS: ReadonlySet<MarkKind> = new Set(['best', 'great', 'good', 'climate-friendly']);

/** What the menu's icons mean, for the icons this site shows. */
export function MenuLegend({ marks }: { marks: readonly MarkKind[] }) {
  if (marks.length === 0) return null;
  return (
    <section className="menu-legend" aria-labelledby="menu-legend-title">
      <h2 id="menu-legend-title" className="menu-legend__title">
        Legend
      </h2>
      <ul className="menu-legend__list">
        {marks.map((kind) => (
          <li key={kind}>
            <span aria-hidden="true" className="menu-legend__icon">
              <MarkIcon kind={kind} size={26} />
            </span>
            <span>{MARK_INFO[kind].legend}</span>
          </li>
        ))}
      </ul>
      {marks.some((kind) => RATINGS.has(kind)) ? (
        <p className="menu-legend__more">
          <Link to={paths.climateFriendly()}>How the sustainability ratings work</Link>
        </p>
      ) : null}
    </section>
  );
}
