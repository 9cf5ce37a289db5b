/** RFC 5545 text helpers: escaping, folding at 75 octets, CRLF line ends, date-time values. */

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds one content line so no physical line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines begin with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Joins content lines with CRLF, folded, ending with CRLF. */
export function icsDocument(lines: readonly string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** Local DATE-TIME form of a 'YYYY-MM-DD' date and a minute of that day: '20260308T070000'. */
export function localDateTimeValue(date: string, minuteOfDay: number): string {
  return `${date.replace(/-/g, '')}T${pad(Math.floor(minuteOfDay / 60))}${pad(minuteOfDay % 60)}00`;
}

/** UTC DATE-TIME form: '20260308T120000Z'. */
export function utcDateTimeValue(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** UTC offset form of RFC 5545: -300 → '-0500'. */
export function utcOffsetValue(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}
