import type { z } from 'zod';
import { LIVE_CLOSURE_MAX_DAYS, LIVE_MESSAGES, type ConsoleLiveLocation, type LiveLocationsAnswer, type locationLiveBody } from '@commons/contract/console';
import { addDays, endOfSiteDay, instantOfLocal, isClosedNow, localDateTime, mayUse, type StaffGrant } from '@commons/domain';
import { invalid, notFound } from '../../platform/app-error.ts';
import { notifySiteChanged, type SiteAnswersDropper } from '../../platform/site-changed.ts';
import { recordAudit, type AuditAuthor } from '../console-auth/index.ts';
import { staleWrite, type ActivityRepo } from '../console-activity/index.ts';
import type { SiteRow, SitesAdminRepo } from '../console-sites/sites-admin.repo.ts';
import { closureOf, consoleLiveOf } from './live-answer.ts';
import type { LiveRow, LiveStatusRepo, LiveValues } from './live-status.repo.ts';

export interface LiveStatusDeps {
  live: LiveStatusRepo;
  sites: SitesAdminRepo;
  activity: ActivityRepo;
  clock: () => Date;
  dropAnswers: SiteAnswersDropper;
}

/** The audit trail's name of a location's live status. */
const LIVE = 'location_live';
const DAY_MS = 86_400_000;

/** The instant a closure ends: the wall-clock `until` on the site's clock, or the end of the site's day; 400 unless it is ahead of now and within the longest closure. */
function untilOf(until: string | null, site: SiteRow, now: Date): Date {
  const at = until === null ? endOfSiteDay(now, site.time_zone) : instantOfLocal(until, site.time_zone);
  if (at === null) throw invalid(LIVE_MESSAGES.skippedTime, { 'closure.until': LIVE_MESSAGES.skippedTime });
  if (at.getTime() <= now.getTime()) throw invalid(LIVE_MESSAGES.untilPast, { 'closure.until': LIVE_MESSAGES.untilPast });
  if (at.getTime() - now.getTime() > LIVE_CLOSURE_MAX_DAYS * DAY_MS) throw invalid(LIVE_MESSAGES.untilTooFar, { 'closure.until': LIVE_MESSAGES.untilTooFar });
  return at;
}

/** What the audit trail names a change: a closure begun, one ended early, or anything else (the busy level, a new message or time). */
function actionOf(before: LiveRow, after: LiveRow, now: Date): string {
  const wasClosed = isClosedNow(closureOf(before), now);
  const isClosed = isClosedNow(closureOf(after), now);
  if (isClosed && !wasClosed) return 'close';
  if (wasClosed && !isClosed) return 'reopen';
  return 'update';
}

/**
 * What is true right now at a site's locations (docs/product/console.md#live-status): who may
 * change a location's live status sees it, and each save checks the version its author read,
 * writes one audit event and announces the change, which the public pages follow within seconds.
 */
export function liveStatusService({ live, sites, activity, clock, dropAnswers }: LiveStatusDeps) {
  async function siteOf(siteId: number): Promise<SiteRow> {
    const site = await sites.findById(siteId);
    if (!site) throw notFound('No site has this id.');
    return site;
  }

  /** Each place's state at `now`, from the schedules of yesterday and today. */
  async function answersOf(site: SiteRow, rows: readonly LiveRow[], now: Date): Promise<ConsoleLiveLocation[]> {
    const date = localDateTime(now, site.time_zone).date;
    const schedules = rows.length === 0 ? [] : await live.schedulesOf(site.id, addDays(date, -1), date);
    return rows.map((row) => consoleLiveOf(row, schedules.filter((s) => s.location_id === row.id), site.time_zone, now));
  }

  return {
    /** The site's places whose live status a person holding `grants` may change (none for those who may change none). */
    async list(siteId: number, grants: readonly StaffGrant[]): Promise<LiveLocationsAnswer> {
      const site = await siteOf(siteId);
      const rows = (await live.placesOf(site.id)).filter((row) => mayUse(grants, 'live_status.edit', { site_id: site.id, location_id: row.id }));
      return { time_zone: site.time_zone, locations: await answersOf(site, rows, clock()) };
    },

    async set(siteId: number, locationId: number, body: z.output<typeof locationLiveBody>, author: AuditAuthor): Promise<{ location: ConsoleLiveLocation }> {
      const now = clock();
      const site = await siteOf(siteId);
      const saved = await sites.transaction(async (tx) => {
        const before = await live.lockPlace(tx, site.id, locationId);
        if (!before) throw notFound(LIVE_MESSAGES.notFound);
        const stale = () => staleWrite(activity, 'this location’s live status', [{ entity: LIVE, id: locationId }], site, now);
        if (before.live_version !== body.version) throw await stale();
        const values: LiveValues = {
          live_closed_message: body.closure?.message ?? null,
          live_closed_until: body.closure ? untilOf(body.closure.until, site, now) : null,
          live_busy_level: body.busy_level,
        };
        const after = await live.save(tx, locationId, body.version, values);
        if (!after) throw await stale();
        await recordAudit(tx, author, { site_id: site.id, entity: LIVE, entity_id: locationId, action: actionOf(before, after, now), before, after }, now);
        await notifySiteChanged(tx, { site_id: site.id, slugs: [site.slug.toLowerCase()] });
        return after;
      });
      await dropAnswers({ site_id: site.id, slugs: [site.slug.toLowerCase()] });
      const [answer] = await answersOf(site, [saved], now);
      if (!answer) throw new Error('The saved location has no answer.');
      return { location: answer };
    },
  };
}
export type LiveStatusService = ReturnType<typeof liveStatusService>;
