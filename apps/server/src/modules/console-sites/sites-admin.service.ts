import type { z } from 'zod';
import { SITE_FIELD_MESSAGES, type ConsoleSiteSummary, type newSiteBody, type SettingsBody, type SettingsGroup, type SitePicture, type SiteSettingsAnswer, type SiteStatus } from '@commons/contract/console';
import { AppError, notFound } from '../../platform/app-error.ts';
import { acceptUpload, type FileStore } from '../../platform/uploads/index.ts';
import { notifySiteChanged, type SiteAnswersDropper } from '../../platform/site-changed.ts';
import { recordAudit, type AuditAuthor } from '../console-auth/index.ts';
import type { ActivityRepo } from '../console-activity/index.ts';
import { settingsOf, settingsPatch, statusOf, statusPatch } from './settings-rows.ts';
import { picturePatch, pictureRemovalPatch, picturesOf } from './site-pictures.ts';
import { isUniqueViolation, type Runner, type SitePatch, type SiteRow, type SitesAdminRepo } from './sites-admin.repo.ts';
import { staleWrite } from '../console-activity/index.ts';

export interface SitesAdminDeps {
  repo: SitesAdminRepo;
  /** Where uploaded logos and pictures are kept. */
  files: FileStore;
  activity: ActivityRepo;
  clock: () => Date;
  /** Drops this instance's kept answers of a site, once its change is committed. */
  dropAnswers: SiteAnswersDropper;
}

const NO_SUCH_SITE = 'No site has this id.';
/** The tiles a new site starts with. */
const FIRST_TILES = ['carousel', 'whats_open', 'hours', 'todays_menu', 'news'];
const STATUS_ACTIONS: Record<SiteStatus, string> = { published: 'publish', pre_launch: 'pre_launch', unpublished: 'unpublish' };

const slugTaken = () => new AppError('conflict', SITE_FIELD_MESSAGES.slugTaken, { slug: SITE_FIELD_MESSAGES.slugTaken });
const summaryOf = (row: SiteRow): ConsoleSiteSummary => ({ id: row.id, slug: row.slug, name: row.name, status: statusOf(row), version: row.version });
const slugsOf = (...rows: SiteRow[]) => [...new Set(rows.map((row) => row.slug.toLowerCase()))];

/**
 * Creating a site and changing its status and settings (docs/product/console.md#sites): each write
 * in one transaction that checks the version the caller read, moves it on, writes one audit event
 * and announces the change, which every instance's public answers follow at once.
 */
export function sitesAdminService({ repo, files, activity, clock, dropAnswers }: SitesAdminDeps) {
  async function answerOf(row: SiteRow): Promise<SiteSettingsAnswer> {
    const last = await activity.latestWrite('site', String(row.id));
    return { site: summaryOf(row), settings: settingsOf(row), pictures: picturesOf(row), last_change: last ? { by: last.name, at: last.at.toISOString() } : null };
  }

  /** A 409 on `slug` when the database's unique index refuses the slug another save took meanwhile. */
  async function slugChecked<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  /** One change of a site over the version its author read: `what` names it in a stale save's 409. */
  async function change(siteId: number, version: number, what: string, action: string, author: AuditAuthor, patchOf: (row: SiteRow, tx: Runner) => Promise<SitePatch>): Promise<SiteRow> {
    const now = clock();
    const { before, after } = await slugChecked(() =>
      repo.transaction(async (tx) => {
        const before = await repo.lockForUpdate(tx, siteId);
        if (!before) throw notFound(NO_SUCH_SITE);
        if (before.version !== version) throw await staleWrite(activity, what, [{ entity: 'site', id: siteId }], before, now);
        const after = await repo.save(tx, siteId, version, await patchOf(before, tx), now);
        if (!after) throw await staleWrite(activity, what, [{ entity: 'site', id: siteId }], before, now);
        await recordAudit(tx, author, { site_id: siteId, entity: 'site', entity_id: siteId, action, before, after }, now);
        await notifySiteChanged(tx, { site_id: siteId, slugs: slugsOf(before, after) });
        return { before, after };
      }),
    );
    await dropAnswers({ site_id: siteId, slugs: slugsOf(before, after) });
    return after;
  }

  return {
    async create(body: z.output<typeof newSiteBody>, author: AuditAuthor): Promise<{ site: ConsoleSiteSummary }> {
      const now = clock();
      const row = await slugChecked(() =>
        repo.transaction(async (tx) => {
          if (await repo.isSlugTaken(tx, body.slug)) throw slugTaken();
          const { street, city, state, zip_code } = body.address;
          const made = await repo.insert(tx, { name: body.name, slug: body.slug, published: false, time_zone: body.time_zone, street, city, state, zip_code, url: body.url, email: body.email, tiles: FIRST_TILES, updated_at: now });
          await recordAudit(tx, author, { site_id: made.id, entity: 'site', entity_id: made.id, action: 'create', before: null, after: made }, now);
          await notifySiteChanged(tx, { site_id: made.id, slugs: slugsOf(made) });
          return made;
        }),
      );
      await dropAnswers({ site_id: row.id, slugs: slugsOf(row) });
      return { site: summaryOf(row) };
    },

    async setStatus(siteId: number, body: { status: SiteStatus; version: number }, author: AuditAuthor): Promise<{ site: ConsoleSiteSummary }> {
      const row = await change(siteId, body.version, 'this site', STATUS_ACTIONS[body.status], author, async (before) => statusPatch(before, body.status));
      return { site: summaryOf(row) };
    },

    async settings(siteId: number): Promise<SiteSettingsAnswer> {
      const row = await repo.findById(siteId);
      if (!row) throw notFound(NO_SUCH_SITE);
      return answerOf(row);
    },

    async save<G extends SettingsGroup>(siteId: number, group: G, body: SettingsBody<G>, author: AuditAuthor): Promise<SiteSettingsAnswer> {
      const row = await change(siteId, body.version, 'these settings', 'update', author, async (before, tx) => {
        const patch = settingsPatch(group, body, before);
        if (patch.slug !== undefined && patch.slug !== before.slug && (await repo.isSlugTaken(tx, patch.slug, siteId))) throw slugTaken();
        return patch;
      });
      return answerOf(row);
    },

    /**
     * A new logo: checked and stored first (acceptUpload: sniffed, re-encoded or sanitised), then
     * named by the site over the version its author read; a refused save leaves no file behind.
     * The PNG (or the SVG) is the one the public pages show.
     */
    async saveLogo(siteId: number, bytes: Uint8Array, version: number, author: AuditAuthor): Promise<SiteSettingsAnswer & { logo: { file_name: string; url: string } }> {
      const stored = await acceptUpload(bytes, 'logo', files);
      const shown = stored.files.find((file) => file.contentType === 'image/png' || file.contentType === 'image/svg+xml') ?? stored.files[0];
      if (!shown) throw new Error('An accepted logo was stored as no file.');
      const fileName = shown.key.replace(/^images\//, '');
      try {
        const row = await change(siteId, version, 'this site', 'logo.upload', author, async () => ({ logo_file_name: fileName }));
        return { ...(await answerOf(row)), logo: { file_name: fileName, url: shown.url } };
      } catch (error) {
        await Promise.all(stored.files.map((file) => files.delete(file.key)));
        throw error;
      }
    },

    /** A new welcome dialog or dining map picture, stored as the logo is (saveLogo) in the picture kind's sizes. */
    async savePicture(siteId: number, picture: SitePicture, bytes: Uint8Array, version: number, author: AuditAuthor): Promise<SiteSettingsAnswer> {
      const stored = await acceptUpload(bytes, 'picture', files);
      try {
        return await answerOf(await change(siteId, version, 'this site', `${picture}.upload`, author, async (before) => picturePatch(before, picture, stored)));
      } catch (error) {
        await Promise.all(stored.files.map((file) => files.delete(file.key)));
        throw error;
      }
    },

    /** The picture taken away from the pages (its files stay, as a replaced logo's do). */
    async removePicture(siteId: number, picture: SitePicture, version: number, author: AuditAuthor): Promise<SiteSettingsAnswer> {
      return answerOf(await change(siteId, version, 'this site', `${picture}.remove`, author, async (before) => pictureRemovalPatch(before, picture)));
    },
  };
}
export type SitesAdminService = ReturnType<typeof sitesAdminService>;
