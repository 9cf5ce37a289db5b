import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CardContent } from './card-content.ts';
import { writable } from '../../../platform/pdf-text.ts';

/** A wallet-size card (ISO/IEC 7810 ID-1, 3.375 × 2.125 in) in PDF points. */
export const CARD_WIDTH = 243;
export const CARD_HEIGHT = 153;
const MARGIN = 10;
const BAND = 26;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const ALERT = rgb(0.7, 0.05, 0.05);

/** Words laid into lines no wider than `width`; a word wider than a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` at which `text` fits in `maxLines`; at the smallest, the last line ends in '…'. */
function fitted(font: PDFFont, text: string, sizes: readonly number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(font, size, text, TEXT_WIDTH);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 6;
  const lines = wrap(font, size, text, TEXT_WIDTH).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  while (last && font.widthOfTextAtSize(`${last}…`, size) > TEXT_WIDTH) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last}…`;
  return { size, lines };
}

function label(page: PDFPage, font: PDFFont, text: string, y: number) {
  page.drawText(text, { x: MARGIN, y, size: 5.5, font, color: MUTED });
}

/** The printable allergen card: one page the size of a wallet card. */
export async function allergenCardPdf(card: CardContent, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (font: PDFFont, value: string) => writable(font, value);
  pdf.setTitle(text(regular, `Allergen card: ${card.name}`));
  pdf.setSubject(text(regular, `${card.siteName} allergen card`));
  pdf.setProducer('Commons');
  pdf.setCreator('Commons');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const page = pdf.addPage([CARD_WIDTH, CARD_HEIGHT]);
  const [br, bg, bb] = card.brand.map((c) => c / 255) as [number, number, number];
  const [fr, fg, fb] = card.onBrand.map((c) => c / 255) as [number, number, number];
  page.drawRectangle({ x: 0, y: CARD_HEIGHT - BAND, width: CARD_WIDTH, height: BAND, color: rgb(br, bg, bb) });
  const heading = 'ALLERGEN CARD';
  const headingWidth = bold.widthOfTextAtSize(heading, 7);
  const site = fitted(bold, text(bold, card.siteName), [9, 8, 7], 1);
  let siteLine = site.lines[0] ?? '';
  while (siteLine && bold.widthOfTextAtSize(siteLine, site.size) > TEXT_WIDTH - headingWidth - 8) siteLine = `${siteLine.slice(0, -2)}…`;
  page.drawText(siteLine, { x: MARGIN, y: CARD_HEIGHT - 17, size: site.size, font: bold, color: rgb(fr, fg, fb) });
  page.drawText(heading, { x: CARD_WIDTH - MARGIN - headingWidth, y: CARD_HEIGHT - 16, size: 7, font: bold, color: rgb(fr, fg, fb) });

  let y = CARD_HEIGHT - BAND - 14;
  const name = fitted(bold, text(bold, card.name), [11, 10, 9, 8], 1);
  page.drawText(name.lines[0] ?? '', { x: MARGIN, y, size: name.size, font: bold, color: INK });

  y -= 12;
  label(page, regular, 'ALLERGIES', y);
  const allergens = fitted(bold, text(bold, card.allergens.length > 0 ? card.allergens.join(', ') : 'None listed'), [9, 8, 7, 6], 3);
  for (const line of allergens.lines) {
    y -= allergens.size + 1.5;
    page.drawText(line, { x: MARGIN, y, size: allergens.size, font: bold, color: ALERT });
  }

  y -= 13;
  page.drawText(card.carriesEpinephrine ? 'Carries epinephrine: YES' : 'Carries epinephrine: No', {
    x: MARGIN,
    y,
    size: 8,
    font: card.carriesEpinephrine ? bold : regular,
    color: card.carriesEpinephrine ? ALERT : INK,
  });

  label(page, regular, 'EMERGENCY CONTACT', 20);
  const contact = fitted(regular, text(regular, `${card.contactName}, ${card.contactNumber}`), [8, 7, 6], 1);
  page.drawText(contact.lines[0] ?? '', { x: MARGIN, y: 10, size: contact.size, font: regular, color: INK });
  return pdf.save();
}
