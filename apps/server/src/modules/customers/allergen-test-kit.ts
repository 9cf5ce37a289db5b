import { inflateSync } from 'node:zlib';

/** A filled Allergens tab for `customerId` on `siteId`. */
export const allergenForm = (customerId: number, siteId: number, changes: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  site_id: siteId,
  allergens: ['Peanuts', 'Milk'],
  has_custom_allergen: true,
  custom_allergen: 'Mustard',
  contact_name: 'Grace Hopper',
  contact_number: '(413) 555 - 0111',
  carries_epinephrine: true,
  serial_number: 'ignored',
  ...changes,
});

/**
 * The text a PDF written by pdf-lib shows: its content streams inflated and their hex strings
 * (`<…> Tj`) decoded as Latin-1, one entry per string.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return texts;
}
