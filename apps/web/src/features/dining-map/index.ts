export { DiningMapPage } from './dining-map-page.tsx';
