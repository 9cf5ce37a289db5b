export { WhatsOpenTile } from './whats-open-tile.tsx';
export { HoursTile } from './hours-tile.tsx';
export { StatusBadge } from './status-badge.tsx';
export { liveStatus } from './live-status.ts';
export { LocationNow } from './location-now.tsx';
