/** The tile server, a build setting (VITE_MAP_TILE_URL); OpenStreetMap by default. */
export const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';
/** docs/product/site.md#campus-map. */
export const MAP_ZOOM = 16;
export const MARKER_SIZE = { selected: 66, normal: 44 } as const;
export const MARKER_Z_OFFSET = { selected: 100, normal: 50 } as const;
