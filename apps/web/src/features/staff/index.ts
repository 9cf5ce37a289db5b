export { StaffPage, EMPTY_STAFF_TEXT } from './staff-page.tsx';
