/** The menu importer's public face (docs/menu-import.md). */
export { importMenus } from './import-menus.ts';
export type { ImportCounts, ImportError, ImportOptions, ImportResult, Tally } from './import-menus.ts';
export { formatError } from './import-errors.ts';
export { MENU_FORMAT, MENU_LIMITS } from './menu-document.ts';
export { KNOWN_LABELS, SUSTAINABILITY_RATINGS } from './menu-vocabulary.ts';
export { readMenuFile } from './read-menu-file.ts';
