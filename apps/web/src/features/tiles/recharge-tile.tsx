import { paths } from '../../api/paths.ts';
import { RECHARGE_TEXTS } from './recharge-texts.ts';
import { RechargeForm } from './recharge-form.tsx';
import { sectionSlugFor } from './site-sections.ts';
import { TileCard } from './tile-card.tsx';
import type { TileProps } from './tile-props.ts';
import './recharge-tile.css';

/**
 * 'Recharge Your Card' (docs/product/purchase.md#recharge): an amount of dining dollars added to the cart, then the
 * meal plan purchase section. Only when the site offers recharge and has that section.
 */
export function RechargeTile({ site }: TileProps) {
  const purchase = sectionSlugFor(site.section_list, 'meal-plan-purchase');
  if (!site.recharge || !purchase) return null;
  return (
    <TileCard title={RECHARGE_TEXTS.title} className="tile--recharge">
      <RechargeForm siteId={site.id} purchasePath={paths.section(site.slug, purchase)} />
    </TileCard>
  );
}
