export { ActivityPage } from './activity-page.tsx';
