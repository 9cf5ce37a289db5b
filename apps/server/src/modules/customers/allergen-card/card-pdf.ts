import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { CardContent } from './card-content.ts';
import { graphemes, isolated, pdfText, type PdfText, type Weight } from '../../../platform/pdf-text.ts';

/** A wallet-size card (ISO/IEC 7810 ID-1, 3.375 × 2.125 in) in PDF points. */
export const CARD_WIDTH = 243;
export const CARD_HEIGHT = 153;
const MARGIN = 10;
const BAND = 26;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const ALERT = rgb(0.7, 0.05, 0.05);

type Measure = (text: string, size: number) => number;

/** Words laid into lines no wider than `width`; a word wider than a line is cut between letters. */
function wrap(measure: Measure, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = graphemes(word);
    while (measure(rest.join(''), size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut).join(''), size) > width) cut--;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` at which `text` fits in `maxLines`; at the smallest, the last line ends in '…'. */
function fitted(measure: Measure, text: string, sizes: readonly number[], maxLines: number, width = TEXT_WIDTH): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(measure, size, text, width);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 6;
  const lines = wrap(measure, size, text, width).slice(0, maxLines);
  let last = graphemes(lines[maxLines - 1] ?? '');
  while (last.length > 0 && measure(`${last.join('')}…`, size) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.join('')}…`;
  return { size, lines };
}

function label(page: PDFPage, text: PdfText, value: string, y: number) {
  text.draw(page, value, { x: MARGIN, y, size: 5.5, weight: 'regular', color: MUTED });
}

/** The printable allergen card: one page the size of a wallet card, every name in its own script. */
export async function allergenCardPdf(card: CardContent, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const heading = 'ALLERGEN CARD';
  const siteName = isolated(card.siteName);
  const name = isolated(card.name);
  const allergenList = card.allergens.length > 0 ? card.allergens.map(isolated).join(', ') : 'None listed';
  const epinephrine = card.carriesEpinephrine ? 'Carries epinephrine: YES' : 'Carries epinephrine: No';
  const epinephrineWeight: Weight = card.carriesEpinephrine ? 'bold' : 'regular';
  const contactLine = `${isolated(card.contactName)}, ${card.contactNumber}`;
  const text = await pdfText(pdf, {
    bold: [heading, siteName, name, allergenList, epinephrine],
    regular: ['ALLERGIES', 'EMERGENCY CONTACT', contactLine, epinephrine],
  });
  const measure =
    (weight: Weight): Measure =>
    (value, size) =>
      text.width(value, size, weight);
  pdf.setTitle(`Allergen card: ${card.name}`);
  pdf.setSubject(`${card.siteName} allergen card`);
  pdf.setProducer('Commons');
  pdf.setCreator('Commons');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const page = pdf.addPage([CARD_WIDTH, CARD_HEIGHT]);
  const [br, bg, bb] = card.brand.map((c) => c / 255) as [number, number, number];
  const [fr, fg, fb] = card.onBrand.map((c) => c / 255) as [number, number, number];
  page.drawRectangle({ x: 0, y: CARD_HEIGHT - BAND, width: CARD_WIDTH, height: BAND, color: rgb(br, bg, bb) });
  const headingWidth = text.width(heading, 7, 'bold');
  const site = fitted(measure('bold'), siteName, [9, 8, 7], 1, TEXT_WIDTH - headingWidth - 8);
  text.draw(page, site.lines[0] ?? '', { x: MARGIN, y: CARD_HEIGHT - 17, size: site.size, weight: 'bold', color: rgb(fr, fg, fb) });
  text.draw(page, heading, { x: CARD_WIDTH - MARGIN - headingWidth, y: CARD_HEIGHT - 16, size: 7, weight: 'bold', color: rgb(fr, fg, fb) });

  let y = CARD_HEIGHT - BAND - 14;
  const nameLine = fitted(measure('bold'), name, [11, 10, 9, 8], 1);
  text.draw(page, nameLine.lines[0] ?? '', { x: MARGIN, y, size: nameLine.size, weight: 'bold', color: INK });

  y -= 12;
  label(page, text, 'ALLERGIES', y);
  const allergens = fitted(measure('bold'), allergenList, [9, 8, 7, 6], 3);
  for (const line of allergens.lines) {
    y -= allergens.size + 1.5;
    text.draw(page, line, { x: MARGIN, y, size: allergens.size, weight: 'bold', color: ALERT });
  }

  y -= 13;
  text.draw(page, epinephrine, { x: MARGIN, y, size: 8, weight: epinephrineWeight, color: card.carriesEpinephrine ? ALERT : INK });

  label(page, text, 'EMERGENCY CONTACT', 20);
  const contact = fitted(measure('regular'), contactLine, [8, 7, 6], 1);
  text.draw(page, contact.lines[0] ?? '', { x: MARGIN, y: 10, size: contact.size, weight: 'regular', color: INK });
  return pdf.save();
}
