// The balance tracker section's screen.
export { BalanceTrackerPage } from './balance-tracker-page.tsx';
