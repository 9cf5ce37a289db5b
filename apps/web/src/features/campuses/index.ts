export { CampusesPage } from './campuses-page.tsx';
export { CampusPicker } from './campus-picker.tsx';
