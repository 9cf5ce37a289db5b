import { useSuspenseQuery } from '@tanstack/react-query';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { tileQueries } from './queries.ts';
import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';

/** Site-supplied news HTML, sanitised, image paths pointing at the file host; hidden when empty. */
export function NewsTile({ site }: TileProps) {
  const { data } = useSuspenseQuery(tileQueries.news(site.id));
  if (!data.news) return null;
  return (
    <TileCard title={TILE_TITLES.news} className="tile--news">
      <SafeHtml html={data.news} className="tile__html" topHeading={3} />
    </TileCard>
  );
}
