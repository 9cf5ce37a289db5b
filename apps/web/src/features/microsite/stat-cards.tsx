import type { CSSProperties } from 'react';
import type { MicrositeStat } from '@commons/contract';
import { daysText, daysUntil } from './days-until.ts';

/** docs/product/site.md#microsite: the cards appear at 1000, 1500 and 2000 ms (later ones 500 ms apart). */
export const revealDelayMs = (index: number) => 1000 + 500 * index;

function statText(stat: MicrositeStat, now: Date, timeZone: string): string {
  if (stat.type === 'opens' && stat.date) {
    const days = daysUntil(stat.date, now, timeZone);
    if (days !== null) return daysText(days);
  }
  return stat.value ?? '';
}

interface StatCardsProps {
  stats: readonly MicrositeStat[];
  now: Date;
  timeZone: string;
}

/**
 * The microsite's figures. They are in the page from the start (screen readers get them at once)
 * and fade in one after another; with reduced motion they show at once.
 */
export function StatCards({ stats, now, timeZone }: StatCardsProps) {
  if (stats.length === 0) return null;
  return (
    <ul className="stat-cards" aria-label="At a glance">
      {stats.map((stat, index) => (
        <li key={stat.id} className="stat-card" style={{ '--reveal-delay': `${revealDelayMs(index)}ms` } as CSSProperties}>
          <span className="stat-card__value">{statText(stat, now, timeZone)}</span>
          <span className="stat-card__title">{stat.title}</span>
        </li>
      ))}
    </ul>
  );
}
