import type { z } from 'zod';
import { ALERT_MESSAGES, ALERTS_PER_SITE, type alertEditBody, type AlertsAnswer, type ConsoleAlert, type newAlertBody } from '@commons/contract/console';
import { AppError, invalid, notFound } from '../../platform/app-error.ts';
import { notifySiteChanged, type SiteAnswersDropper } from '../../platform/site-changed.ts';
import { recordAudit, type AuditAuthor } from '../console-auth/index.ts';
import type { ActivityRepo } from '../console-activity/index.ts';
import { alertsAnswerOf, alertValuesOf, consoleAlertOf } from './alert-answer.ts';
import type { AlertRow, AlertsAdminRepo } from './alerts-admin.repo.ts';
import type { Runner, SiteRow, SitesAdminRepo } from './sites-admin.repo.ts';
import { staleWrite, type Written } from '../console-activity/index.ts';

export interface AlertsAdminDeps {
  alerts: AlertsAdminRepo;
  sites: SitesAdminRepo;
  activity: ActivityRepo;
  clock: () => Date;
  dropAnswers: SiteAnswersDropper;
}

/** The audit trail's names: one alert, and a site's order of alerts. */
const ALERT = 'homepage_alert';
const ORDER = 'homepage_alert_order';
const NO_SUCH_SITE = 'No site has this id.';

/**
 * A site's homepage alerts (docs/product/console.md#homepage-alerts). Each write holds the site's
 * lock for its transaction (so a site's alert writes take turns), checks the version its author
 * read, writes one audit event and announces the change, which the public header follows at once.
 */
export function alertsAdminService({ alerts, sites, activity, clock, dropAnswers }: AlertsAdminDeps) {
  /** One write of a site's alerts; answers what `work` makes and every alert of the site afterwards. */
  async function write<T>(siteId: number, work: (tx: Runner, site: SiteRow, now: Date) => Promise<T>): Promise<{ made: T; answer: AlertsAnswer }> {
    const now = clock();
    const done = await sites.transaction(async (tx) => {
      const site = await sites.lockForUpdate(tx, siteId);
      if (!site) throw notFound(NO_SUCH_SITE);
      const made = await work(tx, site, now);
      await notifySiteChanged(tx, { site_id: siteId, slugs: [site.slug.toLowerCase()] });
      return { made, site, rows: await alerts.list(siteId, tx) };
    });
    await dropAnswers({ site_id: siteId, slugs: [done.site.slug.toLowerCase()] });
    return { made: done.made, answer: alertsAnswerOf(done.rows, done.site.time_zone, now) };
  }

  const audit = (tx: Runner, author: AuditAuthor, siteId: number, entity: string, id: number, action: string, before: unknown, after: unknown, now: Date) =>
    recordAudit(tx, author, { site_id: siteId, entity, entity_id: id, action, before, after }, now);

  /** The alert of the site as it is now, or a 404; a 409 naming who changed it when it is not at `version`. */
  async function current(tx: Runner, site: SiteRow, id: number, version: number, now: Date): Promise<AlertRow> {
    const row = await alerts.one(tx, site.id, id);
    if (!row) throw notFound(ALERT_MESSAGES.notFound);
    if (row.version !== version) throw await stale('this alert', [{ entity: ALERT, id }], site, now);
    return row;
  }

  /** A change of an alert is an alert's or the order's: the latest of both names who made it. */
  const stale = (what: string, written: readonly Written[], site: SiteRow, now: Date) => staleWrite(activity, what, [...written, { entity: ORDER, id: site.id }], site, now);

  return {
    async list(siteId: number): Promise<AlertsAnswer> {
      const site = await sites.findById(siteId);
      if (!site) throw notFound(NO_SUCH_SITE);
      return alertsAnswerOf(await alerts.list(siteId), site.time_zone, clock());
    },

    async create(siteId: number, body: z.output<typeof newAlertBody>, author: AuditAuthor): Promise<AlertsAnswer & { alert: ConsoleAlert }> {
      const { made, answer } = await write(siteId, async (tx, site, now) => {
        const values = alertValuesOf(body, site.time_zone);
        if ((await alerts.list(siteId, tx)).length >= ALERTS_PER_SITE) throw invalid(ALERT_MESSAGES.tooMany);
        const row = await alerts.insert(tx, siteId, values);
        await audit(tx, author, siteId, ALERT, row.id, 'create', null, row, now);
        return consoleAlertOf(row, site.time_zone, now);
      });
      return { ...answer, alert: made };
    },

    async edit(siteId: number, id: number, body: z.output<typeof alertEditBody>, author: AuditAuthor): Promise<AlertsAnswer & { alert: ConsoleAlert }> {
      const { made, answer } = await write(siteId, async (tx, site, now) => {
        const values = alertValuesOf(body, site.time_zone);
        const before = await current(tx, site, id, body.version, now);
        const after = await alerts.update(tx, siteId, id, body.version, values);
        if (!after) throw await stale('this alert', [{ entity: ALERT, id }], site, now);
        await audit(tx, author, siteId, ALERT, id, 'update', before, after, now);
        return consoleAlertOf(after, site.time_zone, now);
      });
      return { ...answer, alert: made };
    },

    async remove(siteId: number, id: number, version: number, author: AuditAuthor): Promise<AlertsAnswer> {
      const { answer } = await write(siteId, async (tx, site, now) => {
        const before = await current(tx, site, id, version, now);
        if (!(await alerts.delete(tx, siteId, id, version))) throw await stale('this alert', [{ entity: ALERT, id }], site, now);
        await audit(tx, author, siteId, ALERT, id, 'delete', before, null, now);
      });
      return answer;
    },

    /**
     * Puts every alert of the site in the given order. The list must be the site's alerts as they
     * are now, each at the version its author read: an alert added, deleted, changed or moved
     * meanwhile makes it a 409. The alerts that move get a new version.
     */
    async reorder(siteId: number, order: readonly { id: number; version: number }[], author: AuditAuthor): Promise<AlertsAnswer> {
      const { answer } = await write(siteId, async (tx, site, now) => {
        const before = await alerts.list(siteId, tx);
        const given = new Map(order.map((alert) => [alert.id, alert.version]));
        const changed: Written[] = [...before.filter((row) => given.get(row.id) !== row.version).map((row) => ({ entity: ALERT, id: row.id })), ...order.filter((alert) => !before.some((row) => row.id === alert.id)).map((alert) => ({ entity: ALERT, id: alert.id }))];
        if (changed.length > 0) throw await stale('the alerts', changed, site, now);
        const after: AlertRow[] = [];
        for (const [index, { id, version }] of order.entries()) {
          const row = before.find((alert) => alert.id === id);
          const sortOrder = index + 1;
          const moved = row && row.sort_order !== sortOrder ? await alerts.update(tx, siteId, id, version, { sort_order: sortOrder }) : row;
          if (!moved) throw new AppError('conflict', ALERT_MESSAGES.orderIncomplete, { version: ALERT_MESSAGES.orderIncomplete });
          after.push(moved);
        }
        await audit(tx, author, siteId, ORDER, siteId, 'reorder', before, after, now);
      });
      return answer;
    },
  };
}
export type AlertsAdminService = ReturnType<typeof alertsAdminService>;
