export { NewslettersPage, EMPTY_NEWSLETTERS_TEXT } from './newsletters-page.tsx';
