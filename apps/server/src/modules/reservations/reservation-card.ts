import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import { formatReservationDate, formatSlotTime } from '@commons/domain';
import { darkRuns, qrMatrix } from './qr-matrix.ts';
import type { ListedReservation } from './reservations.repo.ts';
import { graphemes, isolated, pdfText, type PdfText, type Weight } from '../../platform/pdf-text.ts';

const WIDTH = 396; // 5.5 in
const HEIGHT = 288; // 4 in
const MARGIN = 24;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
/** The QR code's side in points (1.4 in), top right; the text keeps clear of it by `QR_GAP`. */
const QR_SIDE = 100;
const QR_GAP = 16;

/** `value` cut into lines of at most `width` points, between letters (a letter keeps its marks). */
function lines(text: PdfText, weight: Weight, size: number, value: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const letter of graphemes(value)) {
    if (line && text.width(line + letter, size, weight) > width) {
      out.push(line);
      line = '';
    }
    line += letter;
  }
  if (line) out.push(line);
  return out;
}

/** The link's QR code in the top right corner; the page's margin is its quiet zone. */
function drawQr(page: PDFPage, link: string, text: PdfText): void {
  const matrix = qrMatrix(link);
  const module = QR_SIDE / matrix.length;
  const left = WIDTH - MARGIN - QR_SIDE;
  const top = HEIGHT - MARGIN;
  for (const run of darkRuns(matrix)) {
    page.drawRectangle({ x: left + run.col * module, y: top - (run.row + 1) * module, width: run.length * module, height: module, color: rgb(0, 0, 0) });
  }
  const caption = 'Scan to cancel';
  text.draw(page, caption, { x: left + (QR_SIDE - text.width(caption, 8, 'regular')) / 2, y: top - QR_SIDE - 12, size: 8, weight: 'regular', color: MUTED });
}

/**
 * A printable reservation card (5.5 × 4 in): where, when, how many, and the cancellation link as
 * text and as a QR code (top right, with 'Scan to cancel' under it).
 */
export async function reservationCardPdf(card: { siteName: string; reservation: ListedReservation; cancelLink: string }, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const r = card.reservation;
  const texts: { value: string; weight: Weight; size: number; color?: Color }[] = [
    { value: isolated(card.siteName), weight: 'bold', size: 12, color: MUTED },
    { value: isolated(r.location_name), weight: 'bold', size: 18 },
    { value: `${formatReservationDate(r.date)} at ${formatSlotTime(r.hour * 60 + r.minute)}`, weight: 'regular', size: 14 },
    { value: r.friends === 0 ? 'Guests: just me' : `Guests: me +${r.friends}`, weight: 'regular', size: 12 },
    { value: `Name: ${isolated(`${r.first_name} ${r.last_name}`)}`, weight: 'regular', size: 12 },
  ];
  const cancelled = { value: 'CANCELLED', weight: 'bold', size: 14, color: rgb(0.7, 0.05, 0.05) } as const;
  const link = [
    { value: 'To cancel, open:', weight: 'regular', size: 9, color: MUTED },
    { value: card.cancelLink, weight: 'regular', size: 9 },
  ] as const;
  const all = [...texts, cancelled, ...link, { value: 'Scan to cancel', weight: 'regular' as const }];
  const text = await pdfText(pdf, {
    regular: all.filter((t) => t.weight === 'regular').map((t) => t.value),
    bold: all.filter((t) => t.weight === 'bold').map((t) => t.value),
  });
  pdf.setTitle(`Reservation at ${r.location_name}`);
  pdf.setSubject(`${card.siteName} reservation`);
  pdf.setProducer('Commons');
  pdf.setCreator('Commons');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const width = WIDTH - 2 * MARGIN - QR_SIDE - QR_GAP;
  drawQr(page, card.cancelLink, text);
  let y = HEIGHT - MARGIN - 12;
  const write = ({ value, weight, size, color = INK }: { value: string; weight: Weight; size: number; color?: Color }) => {
    for (const line of lines(text, weight, size, value, width).slice(0, 4)) {
      text.draw(page, line, { x: MARGIN, y, size, weight, color });
      y -= size + 4;
    }
  };
  const [siteLine, ...details] = texts;
  if (siteLine) write(siteLine);
  y -= 4;
  for (const detail of details) write(detail);
  if (r.status === 'cancelled') write(cancelled);
  y -= 8;
  for (const part of link) write(part);
  return pdf.save();
}
