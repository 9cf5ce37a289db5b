// The account's pages load through the router's lazy routes; other features reach the account through these.
export { useCustomerInfo } from './use-customer-info.ts';
export { accountQueries } from './queries.ts';
export { LoginPanel } from './login-panel.tsx';
export type { LoginMode } from './login-panel.tsx';
export type { AccountTabProps } from './tab-props.ts';
