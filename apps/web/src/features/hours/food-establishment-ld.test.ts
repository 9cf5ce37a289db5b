import type { WeekEntry } from '@commons/contract';
import { describe, expect, it } from 'vitest';
import { foodEstablishmentsLd, openingHoursOf } from './food-establishment-ld.ts';

const week: WeekEntry[] = [
  { date: '2026-11-22', status: 'closed', hours: [], opening_hours: [], special: false },
  {
    date: '2026-11-23',
    status: 'open',
    hours: ['7:00a - 11:00a', '12:30p - 8:00p'],
    opening_hours: [
      { opens: '07:00', closes: '11:00' },
      { opens: '12:30', closes: '20:00' },
    ],
    special: false,
  },
  { date: '2026-11-24', status: 'open', hours: ['8:00p - 2:00a'], opening_hours: [{ opens: '20:00', closes: '02:00' }], special: false },
  { date: '2026-11-25', status: 'open', hours: ['10:00a - 2:00p'], opening_hours: [{ opens: '10:00', closes: '14:00' }], special: true },
];

describe('FoodEstablishment JSON-LD', () => {
  it('gives one opening-hours entry per range of each day, from its opening and closing times', () => {
    expect(openingHoursOf(week)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:00', closes: '11:00', validFrom: '2026-11-23', validThrough: '2026-11-23' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '12:30', closes: '20:00', validFrom: '2026-11-23', validThrough: '2026-11-23' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '20:00', closes: '02:00', validFrom: '2026-11-24', validThrough: '2026-11-24' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '10:00', closes: '14:00', validFrom: '2026-11-25', validThrough: '2026-11-25' },
    ]);
  });

  it('takes the times as given, not from the display strings', () => {
    const day: WeekEntry = { date: '2026-11-23', status: 'open', hours: ['Brunch'], opening_hours: [{ opens: '09:15', closes: '13:45' }], special: false };
    expect(openingHoursOf([day]).map((s) => [s.opens, s.closes])).toEqual([['09:15', '13:45']]);
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
