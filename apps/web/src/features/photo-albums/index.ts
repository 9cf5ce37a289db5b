export { PhotoAlbumsPage } from './photo-albums-page.tsx';
