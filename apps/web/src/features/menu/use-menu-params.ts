import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readMenuParams, writeMenuParams, type MenuParams } from './menu-params.ts';

export type MenuParamsChange = (current: MenuParams) => MenuParams;

const sameParams = (a: MenuParams, b: MenuParams) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The menu state in the address (?location=&date=&period=&allergens=&labels=&q=). Each change is a
 * new history entry, so Back and Forward step through what the visitor chose. Changes apply to
 * the latest state asked for, even before the address has caught up with the previous change.
 */
export function useMenuParams(): [MenuParams, (change: MenuParamsChange) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readMenuParams(search), [search]);
  const pending = useRef<MenuParams | null>(null);
  useEffect(() => {
    if (pending.current && sameParams(pending.current, params)) pending.current = null;
  }, [params]);
  const update = useCallback(
    (change: MenuParamsChange) => {
      const next = change(pending.current ?? params);
      pending.current = next;
      setSearch((current) => writeMenuParams(current, next), { preventScrollReset: true });
    },
    [params, setSearch],
  );
  return [params, update];
}
