import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';
import { VideoFrame } from './video-frame.tsx';

/** 'What's on YouTube': the site's video from the privacy-enhanced YouTube host. */
export function YoutubeTile({ site }: TileProps) {
  const videoId = site.youtube_video_id?.trim();
  if (!videoId) return null;
  return (
    <TileCard title={TILE_TITLES.youtube}>
      <VideoFrame src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`} title={`${site.name} Dining on YouTube`} />
    </TileCard>
  );
}
