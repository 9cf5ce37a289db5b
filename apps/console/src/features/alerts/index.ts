export { AlertsPage } from './alerts-page.tsx';
