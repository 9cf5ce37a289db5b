export { CampusMapPage } from './campus-map-page.tsx';
