import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { settingsBodies, type SettingsGroup, type SiteSettings } from '@commons/contract/console';

/** A group's values as its form holds them: text as strings ('' for none), switches as booleans, the tiles as a list. */
export type GroupValues = Record<string, unknown>;
/** What a group's save sends: its fields as the contract's schema gave them back, and `version`. */
export type GroupBody = Record<string, unknown>;

const ADDRESS_PARTS = ['street', 'city', 'state', 'zip_code'] as const;

/** A group of the answer as form values: nothing is '' (a text input's empty value), an address or map centre split into its parts. */
export function toFormValues<G extends SettingsGroup>(group: G, settings: SiteSettings): GroupValues {
  const values: GroupValues = {};
  for (const [key, value] of Object.entries(settings[group])) {
    if (key === 'address') {
      const address = value as SiteSettings['identity']['address'];
      values[key] = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address?.[part] ?? '']));
    } else if (key === 'coordinates') {
      const at = value as SiteSettings['identity']['coordinates'];
      values[key] = { lat: at === null ? '' : String(at.lat), lon: at === null ? '' : String(at.lon) };
    } else values[key] = value ?? '';
  }
  return values;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Form values as the group's body asks for them: an address or map centre left wholly empty is none; the centre's parts are numbers. */
export function toBodyInput(values: GroupValues, version: number): GroupBody {
  const body: GroupBody = { ...values, version };
  if ('address' in values) {
    const address = values.address as Record<string, string>;
    body.address = ADDRESS_PARTS.every((part) => isBlank(address[part])) ? null : address;
  }
  if ('coordinates' in values) {
    const at = values.coordinates as { lat: string; lon: string };
    // An empty part of a centre that has the other is no number, which the schema refuses on that part.
    const number = (text: string) => (isBlank(text) ? Number.NaN : Number(text));
    body.coordinates = isBlank(at.lat) && isBlank(at.lon) ? null : { lat: number(at.lat), lon: number(at.lon) };
  }
  return body;
}

/** The group's form checked by the contract's schema of its save, as the server checks it. */
export function groupResolver(group: SettingsGroup, version: number): Resolver<GroupValues, unknown, GroupBody> {
  const resolve = zodResolver(settingsBodies[group] as unknown as typeof settingsBodies.social);
  return async (values, context, options) => {
    const result = await resolve(toBodyInput(values, version) as never, context, options as never);
    return result as unknown as Awaited<ReturnType<Resolver<GroupValues, unknown, GroupBody>>>;
  };
}

/** The field names of a group's form, nested ones as paths, for the server's field errors. */
export function fieldPaths(values: GroupValues): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? [key, ...Object.keys(value).map((part) => `${key}.${part}`)] : [key],
  );
}
