import { z } from 'zod';
import { bodyId } from '../primitives.ts';
import { lineOf, localDateTime, optionalLinkTarget, rowVersion } from './site-fields.ts';

/**
 * Homepage alerts as the console keeps them (docs/product/console.md#homepage-alerts): times are the
 * site's wall clock ('2026-12-01T08:00'), stored as instants; the header shows the alerts in force,
 * in their order.
 */
export const ALERT_ICONS = ['info', 'warning'] as const;
export const ALERT_MESSAGE_MAX = 300;
/** Alerts a site may hold at once, showing or not. */
export const ALERTS_PER_SITE = 50;

export const ALERT_MESSAGES = {
  messageNeeded: 'Write the alert’s message.',
  icon: 'Choose the info or the warning icon.',
  linkNeeded: 'Enter the link’s address, or turn the link off.',
  endBeforeStart: 'The end must come after the start.',
  skippedTime: 'This time does not happen on the site’s clock (clocks go forward then): choose another.',
  tooMany: `A site holds at most ${ALERTS_PER_SITE} alerts: delete old ones first.`,
  notFound: 'This alert no longer exists. Reload to see the site’s alerts.',
  orderIncomplete: 'The alerts changed since you loaded them. Reload to see them, then order them again.',
  repeatedAlert: 'Each alert may appear once.',
} as const;
const A = ALERT_MESSAGES;

export const alertFields = z
  .object({
    icon: z.enum(ALERT_ICONS, { error: A.icon }),
    message: lineOf(ALERT_MESSAGE_MAX, A.messageNeeded),
    use_link: z.boolean({ error: 'Must be true or false.' }),
    link: optionalLinkTarget,
    /** The site's wall-clock time it starts showing; null: at once. */
    start: localDateTime.nullable(),
    /** The wall-clock time it stops showing; null: until it is deleted. */
    end: localDateTime.nullable(),
  })
  .strict();

/** The alert is whole: a link that is on has its address, and the end comes after the start (same-format times sort as text). */
function isWhole(alert: z.output<typeof alertFields>, ctx: z.RefinementCtx): void {
  if (alert.use_link && alert.link === null) ctx.addIssue({ code: 'custom', path: ['link'], message: A.linkNeeded });
  if (alert.start !== null && alert.end !== null && alert.end <= alert.start) ctx.addIssue({ code: 'custom', path: ['end'], message: A.endBeforeStart });
}

export const newAlertBody = alertFields.superRefine(isWhole);
export const alertEditBody = alertFields.extend({ version: rowVersion }).superRefine(isWhole);
export const alertDeleteBody = z.object({ version: rowVersion }).strict();
export const alertOrderBody = z
  .object({
    /** Every alert of the site, in the new order, each with the version it was read at. */
    alerts: z
      .array(z.object({ id: bodyId, version: rowVersion }).strict(), { error: A.orderIncomplete })
      .max(ALERTS_PER_SITE, A.orderIncomplete)
      .refine((alerts) => new Set(alerts.map((alert) => alert.id)).size === alerts.length, A.repeatedAlert),
  })
  .strict();

export const ALERT_HELP = {
  icon: 'Info for news, warning for closures and changes.',
  message: `What the alert says, in one line of at most ${ALERT_MESSAGE_MAX} characters.`,
  use_link: 'Adds a ‘MORE’ link after the message.',
  link: 'Where ‘MORE’ leads: an https:// address or a path of this site such as /northfield/hours-of-operation.',
  start: 'When it starts showing, on the site’s clock; at once when empty.',
  end: 'When it stops showing, on the site’s clock; it shows until deleted when empty.',
} as const satisfies Record<keyof typeof alertFields.shape, string>;

/** Where an alert stands at the time of the answer: before its start, in force (shown in the header), or past its end. */
export const ALERT_STATES = ['scheduled', 'showing', 'ended'] as const;

export const consoleAlert = z.object({
  id: z.number().int(),
  icon: z.string(),
  message: z.string(),
  use_link: z.boolean(),
  link: z.string().nullable(),
  /** The site's wall-clock start and end ('2026-12-01T08:00'), as entered. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The same as instants (ISO 8601). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: z.enum(ALERT_STATES),
  sort_order: z.number().int(),
  version: z.number().int(),
});
export type ConsoleAlert = z.infer<typeof consoleAlert>;

/** A site's alerts in the header's order, and the time zone their times are on. */
export const alertsAnswer = z.object({ time_zone: z.string(), alerts: z.array(consoleAlert) });
export type AlertsAnswer = z.infer<typeof alertsAnswer>;
