export * from './console-route.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './audit.ts';
export * from './sites.ts';
export { endpoints as consoleEndpoints } from './endpoints.ts';
export * from './staff.ts';
export * from './site-logo.ts';
