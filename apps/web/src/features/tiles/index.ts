export { TileGrid } from './tile-grid.tsx';
export { TILE_ERROR_TEXT } from './tile-error-boundary.tsx';
