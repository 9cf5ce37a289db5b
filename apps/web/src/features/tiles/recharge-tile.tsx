import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { sectionSlugFor } from './site-sections.ts';
import { TileCard } from './tile-card.tsx';
import type { TileProps } from './tile-props.ts';

/** 'Recharge Your Card': a way to the meal plan purchase page (only when the site offers recharge). */
export function RechargeTile({ site }: TileProps) {
  const purchase = sectionSlugFor(site.section_list, 'meal-plan-purchase');
  if (!site.recharge || !purchase) return null;
  return (
    <TileCard title="Recharge Your Card" className="tile--recharge">
      <p>Add dining dollars or a new meal plan to your campus card in a few steps.</p>
      <Link to={paths.section(site.slug, purchase)} className="button">
        Recharge now
      </Link>
    </TileCard>
  );
}
