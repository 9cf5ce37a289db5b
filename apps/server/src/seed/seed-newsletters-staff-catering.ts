/**
 * Newsletters, staff and catering files of the two full sites, with the files they name: one-page
 * PDFs for newsletters and catering menus, SVG portraits for staff. Other sites get none, so their
 * pages show the empty texts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cateringFiles, newsletters, staff } from '../db/schema/index.ts';
import { isoDate, type CalendarDate } from './local-time.ts';
import { slugify } from './location-spec.ts';
import { librarySpecs, type CateringSpec, type NewsletterSpec } from './newsletters-staff-catering-data.ts';
import { pdfDocument, type PdfBlock } from './pdf-document.ts';
import type { SeedContext } from './seed-context.ts';
import { portraitSvg } from './svg-portrait.ts';

interface DatedNewsletter {
  spec: NewsletterSpec;
  date: CalendarDate;
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * The newsletters' dates around `today`: none lies ahead of it. Current-year issues not out yet are
 * left out, but the first always appears (dated today when the year has just begun).
 */
export function datedNewsletters(specs: readonly NewsletterSpec[], today: CalendarDate): DatedNewsletter[] {
  const dated = specs.map((spec) => ({ spec, date: { year: today.year - spec.yearsAgo, month: spec.month, day: spec.day } }));
  const current = dated.filter((n) => n.spec.yearsAgo === 0);
  const published = dated.filter((n) => compare(n.date, today) <= 0);
  const first = current[0];
  if (first && !published.some((n) => n.spec.yearsAgo === 0)) published.push({ spec: first.spec, date: today });
  return published;
}

export const newsletterFile = (siteKey: string, n: DatedNewsletter): string =>
  `${siteKey}-${isoDate(n.date).slice(0, 7)}-${slugify(n.spec.name)}.pdf`;
export const staffPictureFile = (siteKey: string, first: string, last: string): string => `${siteKey}-${slugify(`${first} ${last}`)}.svg`;
export const cateringFile = (siteKey: string, title: string): string => `${siteKey}-${slugify(title)}.pdf`;

function newsletterPdf(siteName: string, n: DatedNewsletter): Buffer {
  const longDate = new Date(Date.UTC(n.date.year, n.date.month - 1, n.date.day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const blocks: PdfBlock[] = [
    { text: `${siteName} Dining`, size: 12, isBold: true },
    { text: n.spec.name, size: 22, isBold: true, spaceBefore: 8 },
    { text: longDate, size: 11 },
    ...(n.spec.description ? [{ text: n.spec.description, size: 13, spaceBefore: 14 }] : []),
    ...n.spec.body.map((text) => ({ text, spaceBefore: 10 })),
  ];
  return pdfDocument(n.spec.name, blocks);
}

function cateringPdf(siteName: string, spec: CateringSpec): Buffer {
  const blocks: PdfBlock[] = [
    { text: `${siteName} Catering`, size: 12, isBold: true },
    { text: spec.title, size: 22, isBold: true, spaceBefore: 8 },
    ...(spec.description ? [{ text: spec.description, size: 12, spaceBefore: 6 }] : []),
    ...spec.lines.map((line) =>
      line.startsWith('# ') ? { text: line.slice(2), size: 14, isBold: true, spaceBefore: 14 } : { text: line, spaceBefore: 4 },
    ),
  ];
  return pdfDocument(spec.title, blocks);
}

export async function seedNewslettersStaffCatering(ctx: SeedContext, filesDir: string): Promise<void> {
  const dirs = { newsletters: join(filesDir, 'newsletters'), staff: join(filesDir, 'staff'), catering: join(filesDir, 'catering') };
  for (const dir of Object.values(dirs)) await mkdir(dir, { recursive: true });

  for (const site of Object.values(ctx.sites)) {
    const key = site.def.row.slug;
    const specs = librarySpecs[key];
    if (!specs) continue;
    const siteName = site.def.row.name;

    const dated = datedNewsletters(specs.newsletters, site.clock.day(0));
    const newsletterRows = [];
    for (const n of dated) {
      const file = newsletterFile(key, n);
      await writeFile(join(dirs.newsletters, file), newsletterPdf(siteName, n));
      newsletterRows.push({
        site_id: site.id,
        name: n.spec.name,
        description: n.spec.description,
        year: n.date.year,
        date: isoDate(n.date),
        file_name: file,
        imported: n.spec.originalFile !== undefined,
        original_file: n.spec.originalFile ?? null,
      });
    }
    if (newsletterRows.length > 0) await ctx.db.insert(newsletters).values(newsletterRows);

    const staffRows = [];
    for (const s of specs.staff) {
      const picture = s.hasPicture ? staffPictureFile(key, s.first, s.last) : null;
      if (picture) await writeFile(join(dirs.staff, picture), portraitSvg(`${s.first} ${s.last}`), 'utf8');
      staffRows.push({
        site_id: site.id,
        first_name: s.first,
        last_name: s.last,
        title: s.title,
        email: s.email,
        phone: s.phone,
        bio: s.bio,
        picture_file_name: picture,
        active: s.isActive ?? true,
        sort_order: s.sortOrder,
      });
    }
    // Inserted last-first, so that the answer's order comes from sort_order, not from ids.
    if (staffRows.length > 0) await ctx.db.insert(staff).values(staffRows.reverse());

    const cateringRows = [];
    for (const [i, spec] of specs.catering.entries()) {
      const file = cateringFile(key, spec.title);
      const pdf = cateringPdf(siteName, spec);
      await writeFile(join(dirs.catering, file), pdf);
      cateringRows.push({ site_id: site.id, title: spec.title, description: spec.description, file_size: pdf.length, file_name: file, sort_order: i + 1 });
    }
    if (cateringRows.length > 0) await ctx.db.insert(cateringFiles).values(cateringRows);
  }
}
