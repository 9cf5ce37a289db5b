/** The tile server, a build setting (VITE_MAP_TILE_URL); OpenStreetMap by default. */
export const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';
/** docs/product/site.md#campus-map. */
export const MAP_ZOOM = 16;
export const MARKER_SIZE = { selected: 66, normal: 44 } as const;
/** How markers stack: the selected one (100) over the others (50). */
export const MARKER_STACKING = { selected: 100, normal: 50 } as const;
/**
 * Leaflet stacks a marker by its pixel row on the map plus its zIndexOffset, so a marker lower on
 * the map would draw over a selected one above it if the levels were given as they are. Each level
 * counts as 1000 rows: 50 levels apart are 50,000 px, far more than a campus spans at zoom 16.
 */
export const markerZIndexOffset = (stacking: number): number => stacking * 1000;
