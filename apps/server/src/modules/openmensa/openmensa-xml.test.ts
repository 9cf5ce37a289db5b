import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { clip, escapeXml, feedText, oneLine, openMensaXml, type FeedCanteen } from './openmensa-xml.ts';

const canteen: FeedCanteen = { name: 'Founders Hall', address: null, city: null, phone: null, coordinates: null };
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(xml);

describe('escapeXml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeXml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;');
  });

  it('drops characters XML 1.0 forbids, lone surrogates too, and keeps astral ones', () => {
    expect(escapeXml('a\u0000b\u0007c\uFFFEd\uD800e\u{1F35C}')).toBe('abcde\u{1F35C}');
  });
});

describe('feedText', () => {
  it('makes one line of text and drops what is left blank', () => {
    expect(oneLine('  Soup\n of the\tday \u0001')).toBe('Soup of the day');
    expect(feedText(' \n ')).toBe('');
    expect(feedText(null)).toBe('');
  });

  it('cuts at 250 UTF-16 units with an ellipsis, never inside a surrogate pair', () => {
    expect(clip('x'.repeat(250))).toBe('x'.repeat(250));
    expect(clip('x'.repeat(251))).toBe(`${'x'.repeat(249)}…`);
    const cut = clip('\u{1F35C}'.repeat(300));
    expect(cut).toBe(`${'\u{1F35C}'.repeat(124)}…`);
    expect(cut.length).toBeLessThanOrEqual(250);
  });
});

describe('openMensaXml', () => {
  it('writes the root with version, namespace and schema location, and a canteen without days', () => {
    const xml = openMensaXml(canteen, []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<openmensa version="2.1" xmlns="http://openmensa.org/open-mensa-v2"')).toBe(true);
    expect(xml).toContain('xsi:schemaLocation="http://openmensa.org/open-mensa-v2 http://openmensa.org/open-mensa-v2.xsd"');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).openmensa.canteen).toEqual({ name: 'Founders Hall' });
  });

  it('writes canteen metadata in the order the schema sets', () => {
    const xml = openMensaXml({ name: 'A & B', address: '1 Main St, Springfield, MA 01101', city: 'Springfield', phone: '(413) 555-0100', coordinates: { lat: 42.1, lon: -72.5 } }, []);
    const order = ['<name>', '<address>', '<city>', '<phone>', '<location '].map((tag) => xml.indexOf(tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(xml).toContain('<name>A &amp; B</name>');
    expect(xml).toContain('<location latitude="42.1" longitude="-72.5"/>');
  });

  it('writes a closed day as <closed/> and escapes category names in attributes', () => {
    const xml = openMensaXml(canteen, [
      { date: '2026-03-09', closed: true },
      { date: '2026-03-10', closed: false, categories: [{ name: 'Lunch – "Grill" <A>', meals: [{ name: 'Fish & Chips', notes: ['Contains: Fish'] }] }] },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<day date="2026-03-09">\n<closed/>\n</day>');
    expect(xml).toContain('<category name="Lunch – &quot;Grill&quot; &lt;A&gt;">');
    const day = parse(xml).openmensa.canteen.day[1];
    expect(day.category['@_name']).toBe('Lunch – "Grill" <A>');
    expect(day.category.meal).toEqual({ name: 'Fish & Chips', note: 'Contains: Fish' });
  });
});
