import { describe, expect, it } from 'vitest';
import { foodEstablishmentsLd, openingHoursOf } from './food-establishment-ld.ts';
import { clock24, parseHoursRange } from './hours-range.ts';

const week = [
  { date: '2026-11-22', status: 'closed' as const, hours: [], special: false },
  { date: '2026-11-23', status: 'open' as const, hours: ['7:00a - 11:00a', '12:30p - 8:00p'], special: false },
  { date: '2026-11-24', status: 'open' as const, hours: ['8:00p - 2:00a'], special: false },
];

describe('hours strings', () => {
  it('reads 12-hour a/p ranges, ends past midnight on the next day', () => {
    expect(parseHoursRange('7:00a - 8:00p')).toEqual({ start: 420, end: 1200 });
    expect(parseHoursRange('12:00p - 12:00a')).toEqual({ start: 720, end: 1440 });
    expect(parseHoursRange('8:00p - 2:00a')).toEqual({ start: 1200, end: 1560 });
    expect(parseHoursRange('Closed')).toBeNull();
    expect(clock24(1560)).toBe('02:00');
    expect(clock24(0)).toBe('00:00');
  });
});

describe('FoodEstablishment JSON-LD', () => {
  it('gives one opening-hours entry per range, in 24-hour HH:MM', () => {
    expect(openingHoursOf(week)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:00', closes: '11:00', validFrom: '2026-11-23', validThrough: '2026-11-23' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '12:30', closes: '20:00', validFrom: '2026-11-23', validThrough: '2026-11-23' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '20:00', closes: '02:00', validFrom: '2026-11-24', validThrough: '2026-11-24' },
    ]);
  });

  it('lists every location as a FoodEstablishment with its address when known', () => {
    const ld = foodEstablishmentsLd([
      { name: 'Union Market', weekly_schedule: week, address: { street: '1 Union Way', city: 'Northfield', state: 'MA', zip_code: '01360' } },
      { name: 'Library Coffee', weekly_schedule: [] },
    ]);
    expect(ld['@context']).toBe('https://schema.org');
    const graph = ld['@graph'] as Record<string, unknown>[];
    expect(graph.map((g) => [g['@type'], g.name])).toEqual([
      ['FoodEstablishment', 'Union Market'],
      ['FoodEstablishment', 'Library Coffee'],
    ]);
    expect(graph[0]?.address).toEqual({ '@type': 'PostalAddress', streetAddress: '1 Union Way', addressLocality: 'Northfield', addressRegion: 'MA', postalCode: '01360' });
    expect(graph[1]).not.toHaveProperty('address');
    expect(graph[1]?.openingHoursSpecification).toEqual([]);
  });
});
