import { useSearchParams } from 'react-router';

/**
 * The selected location, kept in the URL as ?location={id} so a link (a carousel slide, a shared
 * address) can open the map on one location. Null when absent or unreadable; choosing another
 * location replaces the entry rather than adding one per click.
 */
export function useLocationParam(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('location');
  const id = raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const setId = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('location', String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [id, setId];
}
