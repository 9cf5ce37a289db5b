import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';
import { VideoFrame } from './video-frame.tsx';

/** 'What's on Vimeo': the site's Vimeo video. */
export function VimeoTile({ site }: TileProps) {
  const videoId = site.vimeo_video_id?.trim();
  if (!videoId) return null;
  return (
    <TileCard title={TILE_TITLES.vimeo}>
      <VideoFrame src={`https://player.vimeo.com/video/${encodeURIComponent(videoId)}`} title={`${site.name} Dining on Vimeo`} />
    </TileCard>
  );
}
