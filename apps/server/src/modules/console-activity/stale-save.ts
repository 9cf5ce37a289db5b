import { AppError } from '../../platform/app-error.ts';
import type { ActivityRepo } from './activity.repo.ts';

/** What a stale save's 409 carries on `version`, for the console to offer a reload. */
export const STALE_SAVE_FIELD = 'version';

/** "2:05 PM on Nov 22" in `timeZone` (the site's; UTC, so named, for what belongs to no site). */
function when(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(at);
  return `${time}${timeZone === 'UTC' ? ' UTC' : ''} on ${day}`;
}

/**
 * The 409 of a save made over a newer version (docs/product/console.md#saving): it names who
 * changed the entity last and when, from the audit trail, and tells how to go on.
 */
export async function staleSave(activity: ActivityRepo, entity: string, entityId: string | number, timeZone = 'UTC'): Promise<AppError> {
  const latest = await activity.latestWrite(entity, String(entityId));
  const who = latest?.name ?? 'Someone';
  const message = latest
    ? `${who} changed this at ${when(latest.at, timeZone)}. Reload to see their change, then make yours again.`
    : 'This was changed since you opened it. Reload to see the change, then make yours again.';
  return new AppError('conflict', message, { [STALE_SAVE_FIELD]: message });
}
