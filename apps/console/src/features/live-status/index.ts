export { LiveStatusPage } from './live-status-page.tsx';
