import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { siteFlags } from '@commons/contract';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { countRows } from './reset-database.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { specialSlugs } from './section-trees.ts';

// Saturday before the US switch to daylight time: local dates and offsets must still line up.
const today = new Date('2025-03-08T15:00:00Z');

async function snapshot(database: Database) {
  const { db } = database;
  return {
    counts: await countRows(db),
    sites: await db.select({ id: t.sites.id, slug: t.sites.slug }).from(t.sites).orderBy(asc(t.sites.id)),
    sections: await db.select({ id: t.sections.id, slug: t.sections.slug, parent: t.sections.parent_id }).from(t.sections).orderBy(asc(t.sections.id)),
    locations: await db.select({ id: t.locations.id, name: t.locations.name, building: t.locations.building_id }).from(t.locations).orderBy(asc(t.locations.id)),
    events: await db.select({ id: t.events.id, title: t.events.title, start: t.events.start }).from(t.events).orderBy(asc(t.events.id)),
    specials: await db.select({ id: t.specialOffers.id, name: t.specialOffers.name }).from(t.specialOffers).orderBy(asc(t.specialOffers.id)),
    slides: await db.select().from(t.homepageImages).orderBy(asc(t.homepageImages.id)),
  };
}

describe('seedDemoData', () => {
  let database: Database;
  let filesDir: string;
  let first: Awaited<ReturnType<typeof snapshot>>;
  let second: Awaited<ReturnType<typeof snapshot>>;
  let firstLogo: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    filesDir = mkdtempSync(join(tmpdir(), 'commons-seed-'));
    await seedDemoData(database.db, { filesDir, today });
    first = await snapshot(database);
    firstLogo = readFileSync(join(filesDir, 'images', 'logo-northfield.svg'), 'utf8');
    await seedDemoData(database.db, { filesDir, today });
    second = await snapshot(database);
  }, 120_000);

  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('yields the same rows, ids and files on every run', () => {
    expect(second).toEqual(first);
    expect(first.sites.map((s) => s.slug)).toEqual(['northfield', 'lakeside', 'harbor', 'pinecrest', 'summit', 'oldmill']);
    expect(first.counts.sections).toBeGreaterThan(40);
    expect(readFileSync(join(filesDir, 'images', 'logo-northfield.svg'), 'utf8')).toBe(firstLogo);
  });

  it('writes every file the rows name', async () => {
    const { db } = database;
    const wanted: string[] = [];
    for (const site of await db.select().from(t.sites)) {
      for (const name of [site.logo_file_name, site.landing_modal_filename, site.dining_map?.file_name, site.dining_map?.thumb_name]) {
        if (name) wanted.push(`images/${name}`);
      }
      for (const match of (site.news_html ?? '').matchAll(/src="(images\/[^"]+)"/g)) wanted.push(match[1] ?? '');
    }
    for (const slide of await db.select().from(t.homepageImages)) {
      wanted.push(`images/${slide.file_name}`);
      expect(slide.alt.length).toBeGreaterThan(10);
    }
    for (const host of await db.select().from(t.hostSettings)) {
      for (const campus of host.campuses ?? []) wanted.push(campus.logo.replace(/^\/files\//, ''));
    }
    for (const section of await db.select().from(t.sections)) {
      if (section.banner_file_name) wanted.push(`section_banner/${section.banner_file_name}`);
      for (const match of (section.body ?? '').matchAll(/src="(images\/[^"]+)"/g)) wanted.push(match[1] ?? '');
    }
    for (const location of await db.select().from(t.locations)) if (location.image_file_name) wanted.push(`location/${location.image_file_name}`);
    for (const event of await db.select().from(t.events)) if (event.picture_file_name) wanted.push(`images/${event.picture_file_name}`);
    for (const special of await db.select().from(t.specialOffers)) if (special.picture_file_name) wanted.push(`images/${special.picture_file_name}`);
    for (const microsite of await db.select().from(t.microsites)) if (microsite.image_file_name) wanted.push(`microsite/${microsite.image_file_name}`);

    expect(wanted.length).toBeGreaterThan(60);
    const missing = wanted.filter((path) => !existsSync(join(filesDir, path)));
    expect(missing).toEqual([]);
    for (const path of new Set(wanted)) {
      const svg = readFileSync(join(filesDir, path), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.length).toBeGreaterThan(1000);
    }
  });

  it("gives each demo account a student ID its site's Student ID payments take: the pattern's, not a blocked one", async () => {
    const { db } = database;
    const settings = await db.select().from(t.orderFormSettings);
    const blocked = new Set((await db.select().from(t.blockedStudentAccounts)).map((row) => `${row.site_id}:${row.student_id}`));
    const customers = await db.select({ site_id: t.customers.site_id, email: t.customers.email, student_id: t.customers.student_id }).from(t.customers).orderBy(asc(t.customers.id));
    const accounts = customers.filter((row) => /^(demo|campus)@/.test(row.email));
    expect(accounts.map((a) => [a.email, a.student_id])).toEqual([
      ['demo@northfield.example.edu', 'N1000001'],
      ['campus@northfield.example.edu', 'N2000001'],
      ['demo@lakeside.example.edu', 'L1000001'],
      ['campus@lakeside.example.edu', 'L2000001'],
    ]);
    for (const account of accounts) {
      const pattern = settings.find((row) => row.site_id === account.site_id)?.student_id_pattern ?? '';
      expect(new RegExp(pattern).test(account.student_id ?? ''), `${account.email} ${pattern}`).toBe(true);
      expect(blocked.has(`${account.site_id}:${account.student_id}`)).toBe(false);
    }
  });

  it('sets every site flag explicitly', async () => {
    const names = Object.keys(siteFlags.shape).sort();
    for (const site of await database.db.select().from(t.sites)) {
      expect(Object.keys(site.flags).sort()).toEqual(names);
    }
  });

  it('gives every full site at least ten locations besides buildings', async () => {
    const sites = await database.db.select().from(t.sites);
    const locations = await database.db.select().from(t.locations);
    for (const slug of ['northfield', 'lakeside']) {
      const site = sites.find((s) => s.slug === slug);
      const own = locations.filter((l) => l.site_id === site?.id);
      expect(own.filter((l) => !l.is_building).length).toBeGreaterThanOrEqual(10);
      expect(own.filter((l) => l.is_building)).toHaveLength(2);
      expect(own.filter((l) => l.building_id !== null).length).toBeGreaterThanOrEqual(6);
      expect(new Set(own.map((l) => l.type))).toEqual(new Set(['webtrition', 'concept']));
    }
  });

  it("puts every special slug in each full site's section tree", async () => {
    const sites = await database.db.select().from(t.sites);
    const sections = await database.db.select().from(t.sections);
    for (const slug of ['northfield', 'lakeside']) {
      const site = sites.find((s) => s.slug === slug);
      const own = sections.filter((s) => s.site_id === site?.id);
      for (const special of specialSlugs) {
        expect(own.find((s) => s.slug === special && s.master_slug === special), `${slug}/${special}`).toBeDefined();
      }
    }
  });

  it('dates everything relative to today in the site zone', async () => {
    const schedules = await database.db.select().from(t.schedules);
    const regular = schedules.filter((s) => s.type === 'location');
    expect(new Set(regular.map((s) => s.start))).toEqual(new Set(['2025-01-07']));
    expect(new Set(regular.map((s) => s.end))).toEqual(new Set(['2025-07-06']));
    expect(schedules.filter((s) => s.type === 'special_hours').map((s) => `${s.start}..${s.end}`)).toContain('2025-03-28..2025-03-30');
    const events = await database.db.select().from(t.events);
    const taco = events.find((e) => e.title === 'Taco Tuesday Fiesta');
    // Tomorrow, 11:00 in New York, already on daylight time (UTC-4).
    expect(taco?.start.toISOString()).toBe('2025-03-09T15:00:00.000Z');
    // Lakeside's Pie Day, 30 days ago at noon in Los Angeles, still on standard time (UTC-8).
    expect(events.find((e) => e.title === 'Pie Day')?.start.toISOString()).toBe('2025-02-06T20:00:00.000Z');
    const alerts = await database.db.select().from(t.homepageAlerts);
    expect(alerts.filter((a) => a.end !== null && a.end < today)).toHaveLength(1);
  });
});
