import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDocument, utcOffsetValue } from './ics-text.ts';
import { vtimezoneLines } from './vtimezone.ts';

describe('foldLine', () => {
  it('leaves short lines alone', () => expect(foldLine('SUMMARY:Cafe open')).toBe('SUMMARY:Cafe open'));
  it('folds at 75 octets with a leading space, never splitting a character', () => {
    const line = `SUMMARY:${'Café crème '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsDocument and values', () => {
  it('ends every line with CRLF', () => expect(icsDocument(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n'));
  it('escapes text', () => expect(escapeText('Grab & Go; Snacks, Drinks\nand more\\')).toBe('Grab & Go\\; Snacks\\, Drinks\\nand more\\\\'));
  it('writes offsets', () => {
    expect(utcOffsetValue(-300)).toBe('-0500');
    expect(utcOffsetValue(540)).toBe('+0900');
    expect(utcOffsetValue(330)).toBe('+0530');
  });
});

describe('vtimezoneLines', () => {
  it('gives a zone without changes one fixed observance', () => {
    const lines = vtimezoneLines('Asia/Tokyo', Date.parse('2026-06-01T00:00:00Z'), Date.parse('2026-07-01T00:00:00Z'));
    expect(lines).toEqual(['BEGIN:VTIMEZONE', 'TZID:Asia/Tokyo', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900', 'END:STANDARD', 'END:VTIMEZONE']);
  });
  it('gives the last change before the window and the changes inside it (fall back 2026-11-01)', () => {
    const lines = vtimezoneLines('America/New_York', Date.parse('2026-10-20T00:00:00Z'), Date.parse('2026-11-20T00:00:00Z')).join('\n');
    expect(lines).toContain('BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400');
    expect(lines).toContain('BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500');
  });
});
