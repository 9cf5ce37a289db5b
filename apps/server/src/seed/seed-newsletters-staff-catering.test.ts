import { describe, expect, it } from 'vitest';
import { datedNewsletters } from './seed-newsletters-staff-catering.ts';
import { librarySpecs } from './newsletters-staff-catering-data.ts';
import { pdfDocument, wrapText } from './pdf-document.ts';
import { portraitSvg } from './svg-portrait.ts';

describe('pdfDocument', () => {
  const pdf = pdfDocument('Fall (Harvest) \\ News', [
    { text: 'Northfield Dining', isBold: true },
    { text: 'A caf\u00e9 \u2013 with \u201cquotes\u201d and (parentheses)', size: 14, spaceBefore: 8 },
  ]);
  const text = pdf.toString('latin1');

  it('is a PDF 1.4 file with a cross-reference table that points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('gives its content stream the exact length and escapes PDF string delimiters', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Number(match[1])).toBe(match[2]!.length);
    expect(match[2]).toContain('(A caf - with "quotes" and \\(parentheses\\)) Tj');
    expect(text).toContain('/Title (Fall \\(Harvest\\) \\\\ News)');
  });
});

describe('wrapText', () => {
  it('breaks at word boundaries within the line width', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 10, 100);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
  });
});

describe('datedNewsletters', () => {
  const specs = librarySpecs.northfield!.newsletters;

  it('leaves out current-year issues still ahead of today', () => {
    const dated = datedNewsletters(specs, { year: 2026, month: 4, day: 1 });
    const current = dated.filter((n) => n.date.year === 2026).map((n) => n.spec.name);
    expect(current).toEqual(['Welcome Back Edition', 'Spring Sustainability Issue']);
    expect(new Set(dated.map((n) => n.date.year))).toEqual(new Set([2026, 2025, 2024]));
  });

  it('dates the first issue today when the year has just begun', () => {
    const dated = datedNewsletters(specs, { year: 2027, month: 1, day: 2 });
    const current = dated.filter((n) => n.date.year === 2027);
    expect(current).toHaveLength(1);
    expect(current[0]!.date).toEqual({ year: 2027, month: 1, day: 2 });
  });
});

describe('portraitSvg', () => {
  it('draws the same named, self-contained picture for the same name', () => {
    const svg = portraitSvg('Maria Alvarez');
    expect(svg).toBe(portraitSvg('Maria Alvarez'));
    expect(svg).not.toBe(portraitSvg('James Okafor'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240"/);
    expect(svg).toContain('<title id="title">Maria Alvarez</title>');
    expect(svg).not.toMatch(/NaN|undefined|<script|href=/);
  });
});
