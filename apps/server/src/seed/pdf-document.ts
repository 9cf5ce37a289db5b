/**
 * A small, valid one-page PDF 1.4 (US Letter) of plain text, written without a library: the demo
 * newsletters and catering menus are files a browser's PDF viewer opens.
 */

export interface PdfBlock {
  text: string;
  /** Font size in points; 11 unless given. */
  size?: number;
  isBold?: boolean;
  /** Extra space above the block, in points. */
  spaceBefore?: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const LOWEST_BASELINE = 60;

/** PDF strings are Latin-1 here: typographic characters become their ASCII look-alikes. */
function toPdfText(text: string): string {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap by an average glyph width of half the font size (Helvetica runs narrower). */
export function wrapText(text: string, size: number, width = PAGE_WIDTH - 2 * MARGIN): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(blocks: readonly PdfBlock[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const size = block.size ?? 11;
    y -= block.spaceBefore ?? 0;
    for (const line of wrapText(block.text, size)) {
      if (y < LOWEST_BASELINE) return ops.join('\n');
      ops.push(`BT /${block.isBold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${MARGIN} ${Math.round(y)} Tm (${toPdfText(line)}) Tj ET`);
      y -= size * 1.4;
    }
  }
  return ops.join('\n');
}

/** The bytes of a PDF whose one page shows `blocks` top to bottom; `title` goes in its metadata. */
export function pdfDocument(title: string, blocks: readonly PdfBlock[]): Buffer {
  const stream = contentStream(blocks);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${toPdfText(title)}) /Producer (Commons demo data) >>`,
  ];
  // The second line's high bytes tell transfer tools the file is binary.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
