import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatReservationDate, formatSlotTime } from '@commons/domain';
import { darkRuns, qrMatrix } from './qr-matrix.ts';
import type { ListedReservation } from './reservations.repo.ts';
import { writable } from '../../platform/pdf-text.ts';

const WIDTH = 396; // 5.5 in
const HEIGHT = 288; // 4 in
const MARGIN = 24;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
/** The QR code's side in points (1.4 in), top right; the text keeps clear of it by `QR_GAP`. */
const QR_SIDE = 100;
const QR_GAP = 16;

/** `text` cut into lines of at most `width` points (long words are cut too). */
function lines(font: PDFFont, size: number, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of text) {
    if (font.widthOfTextAtSize(line + ch, size) > width) {
      out.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) out.push(line);
  return out;
}

/** The link's QR code in the top right corner; the page's margin is its quiet zone. */
function drawQr(page: PDFPage, link: string, font: PDFFont): void {
  const matrix = qrMatrix(link);
  const module = QR_SIDE / matrix.length;
  const left = WIDTH - MARGIN - QR_SIDE;
  const top = HEIGHT - MARGIN;
  for (const run of darkRuns(matrix)) {
    page.drawRectangle({ x: left + run.col * module, y: top - (run.row + 1) * module, width: run.length * module, height: module, color: rgb(0, 0, 0) });
  }
  const caption = 'Scan to cancel';
  page.drawText(caption, { x: left + (QR_SIDE - font.widthOfTextAtSize(caption, 8)) / 2, y: top - QR_SIDE - 12, size: 8, font, color: MUTED });
}

/**
 * A printable reservation card (5.5 × 4 in): where, when, how many, and the cancellation link as
 * text and as a QR code (top right, with 'Scan to cancel' under it).
 */
export async function reservationCardPdf(card: { siteName: string; reservation: ListedReservation; cancelLink: string }, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const r = card.reservation;
  pdf.setTitle(writable(regular, `Reservation at ${r.location_name}`));
  pdf.setSubject(writable(regular, `${card.siteName} reservation`));
  pdf.setProducer('Commons');
  pdf.setCreator('Commons');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const width = WIDTH - 2 * MARGIN - QR_SIDE - QR_GAP;
  drawQr(page, card.cancelLink, regular);
  let y = HEIGHT - MARGIN - 12;
  const write = (text: string, font: PDFFont, size: number, color = INK) => {
    for (const line of lines(font, size, writable(font, text), width).slice(0, 4)) {
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size + 4;
    }
  };
  write(card.siteName, bold, 12, MUTED);
  y -= 4;
  write(r.location_name, bold, 18);
  write(`${formatReservationDate(r.date)} at ${formatSlotTime(r.hour * 60 + r.minute)}`, regular, 14);
  write(r.friends === 0 ? 'Guests: just me' : `Guests: me +${r.friends}`, regular, 12);
  write(`Name: ${r.first_name} ${r.last_name}`, regular, 12);
  if (r.status === 'cancelled') write('CANCELLED', bold, 14, rgb(0.7, 0.05, 0.05));
  y -= 8;
  write('To cancel, open:', regular, 9, MUTED);
  write(card.cancelLink, regular, 9);
  return pdf.save();
}
