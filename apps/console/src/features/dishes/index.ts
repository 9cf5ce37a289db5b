export { DishesPage } from './dishes-page.tsx';
