import { useSearchParams } from 'react-router';
import { isValidIsoDate, weekStart } from '@commons/domain';

/**
 * The week shown, kept in the URL as ?week=YYYY-MM-DD (its Sunday) so it can be shared and survives
 * a reload. Null means the current week; an unreadable value is ignored.
 */
export function useWeekParam(): [string | null, (sunday: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('week');
  const week = raw && isValidIsoDate(raw) ? weekStart(raw) : null;
  const setWeek = (sunday: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sunday) next.set('week', sunday);
        else next.delete('week');
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return [week, setWeek];
}
