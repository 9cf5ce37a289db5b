import { useId, useRef } from 'react';
import type { WeeklyLocation } from '@commons/contract';
import { addDays } from '@commons/domain';
import { useOverflowsX } from '../../ui/use-overflows-x.ts';
import { DAY_HEADINGS, longDateOf, shortDateOf } from './week-label.ts';

interface HoursTableProps {
  caption: string;
  weekOf: string;
  today: string;
  locations: readonly WeeklyLocation[];
  /** Show each location's building_name under its name (the 'Additional Locations' table). */
  showPlace?: boolean;
}

/** Said under a table that is wider than the screen, and read with its region. */
export const SCROLL_HINT = 'Scroll sideways to see every day of the week.';

/**
 * One week of hours, a row per location and a column per day, Sunday first. Wide tables scroll
 * sideways inside their own focusable region instead of widening the page, and say so in words
 * (and with a shadow at the edge that has more) whenever they do.
 */
export function HoursTable({ caption, weekOf, today, locations, showPlace = false }: HoursTableProps) {
  const dates = DAY_HEADINGS.map((_, i) => addDays(weekOf, i));
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(scroller);
  const hintId = useId();
  return (
    <>
      {scrolls ? (
        <p className="hours-table__scroll-hint" id={hintId}>
          {SCROLL_HINT}
        </p>
      ) : null}
      {/* A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} className="hours-table__scroll" role="region" aria-label={`${caption} hours`} aria-describedby={scrolls ? hintId : undefined} tabIndex={0}>
        <table className="hours-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Location</th>
              {DAY_HEADINGS.map((day, i) => {
                const date = dates[i] ?? weekOf;
                return (
                  <th key={day.short} scope="col" aria-current={date === today ? 'date' : undefined} className={date === today ? 'hours-table__today' : undefined}>
                    <abbr title={`${day.long}, ${longDateOf(date)}`}>{day.short}</abbr>
                    <span className="hours-table__date">{shortDateOf(date)}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {locations.map((location) => (
              <tr key={location.id}>
                <th scope="row">
                  {location.name}
                  {showPlace && location.building_name ? <span className="hours-table__place">{location.building_name}</span> : null}
                </th>
                {DAY_HEADINGS.map((day, i) => {
                  const entry = location.weekly_schedule[i];
                  const isToday = dates[i] === today;
                  return (
                    <td key={day.short} className={isToday ? 'hours-table__today' : undefined}>
                      {entry && entry.hours.length > 0 ? entry.hours.map((h) => <span key={h} className="hours-table__range">{h}</span>) : 'Closed'}
                      {entry?.special ? <span className="hours-table__special">Special hours</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
