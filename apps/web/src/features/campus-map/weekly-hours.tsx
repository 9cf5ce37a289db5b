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

/** This week's hours, folded away until opened (a native disclosure, so keyboard works as is). */
export function WeeklyHours({ week, today }: { week: readonly WeekEntry[]; today: string }) {
  return (
    <details className="weekly-hours">
      <summary>Hours this week</summary>
      <table className="weekly-hours__table">
        <caption className="visually-hidden">Hours this week</caption>
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
