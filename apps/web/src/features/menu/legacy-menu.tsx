import { useQuery } from '@tanstack/react-query';
import type { Site } from '@commons/contract';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { menuQueries } from './queries.ts';
import { MENU_FAILURE_TEXT, MENU_LOADING_TEXT } from './location-menu.tsx';
import { PeriodTabs } from './period-tabs.tsx';
import { useMenuParams } from './use-menu-params.ts';

/** A legacy-menu site's one menu: a tab per period, each the site's own HTML, sanitised. */
export function LegacyMenu({ site }: { site: Site }) {
  const [params, setParams] = useMenuParams();
  const query = useQuery(menuQueries.legacy(site.id));
  if (query.isPending) return <LoadingState label={MENU_LOADING_TEXT} />;
  const periods = query.data?.legacy_menu.periods ?? [];
  if (query.isError || periods.length === 0) return <p className="location-menu__failure">{MENU_FAILURE_TEXT}</p>;
  // ?period= is the tab's number, 1 for the first.
  const index = params.period !== null && params.period <= periods.length ? params.period - 1 : 0;
  const period = periods[index];
  return (
    <div className="legacy-menu">
      <p className="location-menu__note">Menus are subject to change</p>
      <PeriodTabs
        label="Meal periods"
        tabs={periods.map((p, i) => ({ key: String(i + 1), label: p.name }))}
        selectedKey={String(index + 1)}
        onSelect={(key) => setParams((current) => ({ ...current, period: Number(key) }))}
      >
        {period ? <SafeHtml html={period.menu} className="legacy-menu__html" /> : null}
      </PeriodTabs>
    </div>
  );
}
