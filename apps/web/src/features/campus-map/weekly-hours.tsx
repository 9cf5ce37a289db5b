import { useId } from 'react';
import type { WeekEntry } from '@commons/contract';

const DAYS = [
  ['Su', 'Sunday'],
  ['M', 'Monday'],
  ['Tu', 'Tuesday'],
  ['W', 'Wednesday'],
  ['Th', 'Thursday'],
  ['F', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/**
 * This week's hours, folded away until opened (a native disclosure, so keyboard works as is). The
 * disclosure's label also names the table, so 'Hours this week' is written once.
 */
export function WeeklyHours({ week, today }: { week: readonly WeekEntry[]; today: string }) {
  const labelId = useId();
  return (
    <details className="weekly-hours">
      <summary id={labelId}>Hours this week</summary>
      <table className="weekly-hours__table" aria-labelledby={labelId}>
        <tbody>
          {DAYS.map(([short, long], i) => {
            const entry = week[i];
            return (
              <tr key={short} className={entry?.date === today ? 'weekly-hours__today' : undefined}>
                <th scope="row">
                  <abbr title={long}>{short}</abbr>
                </th>
                <td>{entry && entry.hours.length > 0 ? entry.hours.join(', ') : 'Closed'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
