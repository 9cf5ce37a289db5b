import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts write WinAnsi only: a character outside it is written without its accents
 * when that is enough, else as '?', so no name can fail a card.
 */
export function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (known.has(ch.codePointAt(0) ?? 0)) return ch;
      const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return bare !== '' && [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : '?';
    })
    .join('');
}
