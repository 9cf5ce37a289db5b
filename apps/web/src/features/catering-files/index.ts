export { CateringFilesPage, EMPTY_CATERING_TEXT } from './catering-files-page.tsx';
