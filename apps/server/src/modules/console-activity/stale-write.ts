import { clockTimeText } from '@commons/domain';
import { AppError } from '../../platform/app-error.ts';
import type { ActivityRepo } from './activity.repo.ts';

/** An entity of the audit trail: its kind and id. */
export interface Written {
  entity: string;
  id: string | number;
}

/**
 * The 409 of a save made over a newer version (docs/product/console.md#saving): "Morgan Manager
 * changed these settings at 2:05 PM. Reload to see their changes, then make yours again." — who
 * wrote last to any of `written` and when, on the site's clock; `errors.version` carries the same
 * words, so the console knows to offer a reload.
 */
export async function staleWrite(activity: ActivityRepo, what: string, written: readonly Written[], site: { time_zone: string }, now: Date): Promise<AppError> {
  const writes = await Promise.all(written.map(({ entity, id }) => activity.latestWrite(entity, String(id))));
  const latest = writes.reduce<(typeof writes)[number]>((last, write) => (write && (!last || write.at > last.at) ? write : last), undefined);
  const message = latest
    ? `${latest.name ?? 'Someone'} changed ${what} at ${clockTimeText(latest.at, now, site.time_zone)}. Reload to see their changes, then make yours again.`
    : `Someone changed ${what} since you opened the page. Reload to see their changes, then make yours again.`;
  return new AppError('conflict', message, { version: message });
}
