import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { sectionSlugFor } from './site-sections.ts';
import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';

/**
 * 'Declining Balance': dining dollars in the amount the customer chooses, bought on the meal plan
 * purchase page (docs/product/purchase.md#declining-balance). Shown when the site has that page.
 */
export function DecliningBalanceTile({ site }: TileProps) {
  const purchase = sectionSlugFor(site.section_list, 'meal-plan-purchase');
  if (!purchase) return null;
  return (
    <TileCard title={TILE_TITLES.declining_balance} className="tile--declining-balance">
      <p>Dining dollars you can spend at any dining location, in the amount you choose. Your balance goes down as you buy.</p>
      <Link to={paths.section(site.slug, purchase)} className="button">
        Add dining dollars
      </Link>
    </TileCard>
  );
}
