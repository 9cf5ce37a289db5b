export { TodaysMenuTile } from './todays-menu-tile.tsx';

/** The menu screen is its own chunk, so the home page's tile does not bring it along. */
export const loadMenuPage = async () => (await import('./menu-page.tsx')).MenuPage;
