export { CustomerResetPasswordPage, StaffResetPasswordPage } from './reset-password-page.tsx';
