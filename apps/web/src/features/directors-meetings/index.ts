export { DirectorsMeetingsPage } from './directors-meetings-page.tsx';
