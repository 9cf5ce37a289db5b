export { DiningBlogPage } from './dining-blog-page.tsx';
