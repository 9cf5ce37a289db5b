export { SettingsPage } from './settings-page.tsx';
export { SettingsGroupPage } from './settings-group-page.tsx';
export { ConflictAlert } from './conflict-alert.tsx';
export { settingsPath } from './settings-routes.ts';
