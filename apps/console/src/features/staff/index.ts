export { PeoplePage } from './people-page.tsx';
export { AllStaffPage } from './all-staff-page.tsx';
