import { ALERT_MESSAGES, type AlertsAnswer, type ConsoleAlert } from '@commons/contract/console';
import { instantOfLocal, localDateTimeOf } from '@commons/domain';
import { invalid } from '../../platform/app-error.ts';
import type { AlertRow, AlertValues } from './alerts-admin.repo.ts';

/** Where an alert stands at `now`: before its start, in force (the header shows it), or past its end. */
function stateAt(row: AlertRow, now: Date): ConsoleAlert['state'] {
  if (row.start !== null && row.start > now) return 'scheduled';
  if (row.end !== null && row.end <= now) return 'ended';
  return 'showing';
}

/** An alert as the console shows it: its times on the site's clock and as instants. */
export function consoleAlertOf(row: AlertRow, timeZone: string, now: Date): ConsoleAlert {
  return {
    id: row.id,
    icon: row.icon,
    message: row.message,
    use_link: row.use_link,
    link: row.link,
    start: row.start === null ? null : localDateTimeOf(row.start, timeZone),
    end: row.end === null ? null : localDateTimeOf(row.end, timeZone),
    starts_at: row.start?.toISOString() ?? null,
    ends_at: row.end?.toISOString() ?? null,
    state: stateAt(row, now),
    sort_order: row.sort_order,
    version: row.version,
  };
}

export const alertsAnswerOf = (rows: readonly AlertRow[], timeZone: string, now: Date): AlertsAnswer => ({ time_zone: timeZone, alerts: rows.map((row) => consoleAlertOf(row, timeZone, now)) });

/**
 * What an alert's save writes: its times read on the site's clock. A time the clock skips (when it
 * goes forward) is refused on its field.
 */
export function alertValuesOf(body: { icon: string; message: string; use_link: boolean; link: string | null; start: string | null; end: string | null }, timeZone: string): AlertValues {
  const instant = (field: 'start' | 'end') => {
    const local = body[field];
    if (local === null) return null;
    const at = instantOfLocal(local, timeZone);
    if (!at) throw invalid('Please check the highlighted fields.', { [field]: ALERT_MESSAGES.skippedTime });
    return at;
  };
  const start = instant('start');
  const end = instant('end');
  if (start && end && end <= start) throw invalid('Please check the highlighted fields.', { end: ALERT_MESSAGES.endBeforeStart });
  return { icon: body.icon, message: body.message, use_link: body.use_link, link: body.link, start, end };
}
