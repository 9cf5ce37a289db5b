export * from './sites.ts';
export * from './sections.ts';
export * from './locations.ts';
export * from './content.ts';
export * from './menus.ts';
export * from './surveys.ts';
export * from './libraries.ts';
export * from './rate-limits.ts';
