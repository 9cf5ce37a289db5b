import { SETTINGS_GROUPS, type SettingsGroup } from '@commons/contract/console';
import { paths } from '../../api/paths.ts';

/** A group's part of its page's address: 'shop-and-script' for shop_and_script. */
export const groupSegment = (group: SettingsGroup) => group.replaceAll('_', '-');

/** The group a page address names, or null. */
export const groupOfSegment = (segment: string | undefined): SettingsGroup | null => SETTINGS_GROUPS.find((entry) => groupSegment(entry.group) === segment)?.group ?? null;

export const settingsPath = paths.settings;
export const groupPath = (slug: string, group: SettingsGroup) => `${settingsPath(slug)}/${groupSegment(group)}`;
