export { DiningBlogPage } from './dining-blog-page.tsx';
export { ContentTabs, type ContentTab } from './content-tabs.tsx';

