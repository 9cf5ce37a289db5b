import { Suspense, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocationSummary, MenuFilter, MenuItem, Site } from '@commons/contract';
import { filterCategories, offeredFilters, profileAllergenFilters } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { lazyOr } from '@commons/ui/lazy-or.ts';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { LocationNow } from '../whats-open/index.ts';
import { menuQueries } from './queries.ts';
import { BrandLinks } from './brand-links.tsx';
import { countItems, itemCountText } from './item-count.ts';
import { enabledMarks } from './item-marks.ts';
import { MenuFilters } from './menu-filters.tsx';
import { MenuLegend } from './menu-legend.tsx';
import type { MenuParams } from './menu-params.ts';
import type { MenuParamsChange } from './use-menu-params.ts';
import { NutritionUnavailable } from './nutrition-unavailable.tsx';
import { PeriodMenu } from './period-menu.tsx';
import { PeriodTabs } from './period-tabs.tsx';
import { ProfileAllergenFilters } from './profile-allergen-filters.tsx';
import type { ProfileAllergens } from './use-profile-allergens.ts';

// The dialog (and React Aria's overlays with it) loads when an item is first opened, not with the menu.
const NutritionDialog = lazyOr(async () => (await import('./nutrition-dialog.tsx')).NutritionDialog, NutritionUnavailable);

export const MENU_LOADING_TEXT = 'Loading menus for selected location and date';
export const PROFILE_APPLIED_TEXT = 'Allergen filters from your profile are on.';
export const MENU_FAILURE_TEXT = "Sorry, we weren't able to find menus for this location for the day you selected.";

interface LocationMenuProps {
  site: Site;
  location: LocationSummary;
  date: string;
  params: MenuParams;
  onChange: (change: MenuParamsChange) => void;
  /** The logged-in customer's allergens, hidden on this visit unless removed. */
  profile: ProfileAllergens;
}

/**
 * One location's menu of one date: brand links, filters, a tab per meal period and the selected
 * period's categories. The first period comes with the menu; another tab loads its own period.
 */
export function LocationMenu({ site, location, date, params, onChange, profile }: LocationMenuProps) {
  const menuQuery = useQuery(menuQueries.menu(site.id, location.id, date));
  const menu = menuQuery.data?.menu;
  const loadedPeriodId = menu?.period?.id ?? null;
  const wantedPeriodId = params.period !== null && (!menu || menu.periods.some((p) => p.id === params.period)) ? params.period : null;
  const selectedPeriodId = wantedPeriodId ?? loadedPeriodId;
  const needsOwnPeriod = wantedPeriodId !== null && (!menu || wantedPeriodId !== loadedPeriodId);
  const periodQuery = useQuery({ ...menuQueries.period(location.id, wantedPeriodId ?? 0, date), enabled: needsOwnPeriod });

  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const filtersById = useMemo(() => new Map<number, MenuFilter>((menu?.filters ?? []).map((f) => [f.id, f])), [menu]);
  const offered = useMemo(
    () =>
      offeredFilters({
        locationType: location.type,
        siteAllergenFilter: site.allergen_filter,
        locationAllergenFilter: location.allergen_filter,
        avoidingGluten: site.avoiding_gluten,
        filters: menu?.filters ?? [],
      }),
    [location, site.allergen_filter, site.avoiding_gluten, menu],
  );
  // Only filters this menu offers count; others in the address wait for a menu that offers them.
  const allergenIds = useMemo(() => params.allergens.filter((id) => offered.allergens.some((f) => f.id === id)), [params.allergens, offered]);
  const labelIds = useMemo(() => params.labels.filter((id) => offered.labels.some((f) => f.id === id)), [params.labels, offered]);
  // The profile's allergens this menu can hide, beside (never repeating) those picked in the address.
  const fromProfile = useMemo(() => profileAllergenFilters(profile.applied, offered.allergens), [profile.applied, offered]);
  const profileIds = useMemo(
    () => [...new Set(fromProfile.matched.flatMap((m) => m.filters.map((f) => f.id)))].filter((id) => !allergenIds.includes(id)),
    [fromProfile, allergenIds],
  );
  const profileNames = fromProfile.matched.filter((m) => m.filters.some((f) => profileIds.includes(f.id))).map((m) => m.name);
  const hiddenAllergenIds = useMemo(() => [...allergenIds, ...profileIds], [allergenIds, profileIds]);
  const isFiltered = hiddenAllergenIds.length + labelIds.length > 0;

  const period = needsOwnPeriod ? (periodQuery.data?.periods[0] ?? null) : (menu?.period ?? null);
  const categories = useMemo(() => period?.categories ?? [], [period]);
  const { hideMayContain } = params;
  const shown = useMemo(() => filterCategories(categories, { allergenIds: hiddenAllergenIds, labelIds, hideMayContain }), [categories, hiddenAllergenIds, labelIds, hideMayContain]);
  const marks = enabledMarks(site);

  const isClosed = menuQuery.data?.closed === true || (needsOwnPeriod && periodQuery.data?.closed === true);
  const hasFailed = menuQuery.isError || isClosed || (menu !== undefined && menu.periods.length === 0);
  const isPeriodLoading = needsOwnPeriod && periodQuery.isPending;
  const periodFailed = needsOwnPeriod && (periodQuery.isError || (periodQuery.isSuccess && !period));

  let announcement = '';
  if ((!menuQuery.isPending && hasFailed) || periodFailed) announcement = MENU_FAILURE_TEXT;
  else if (period && !isPeriodLoading) {
    announcement = `${period.name}: ${itemCountText(countItems(shown), countItems(categories), isFiltered)}`;
    if (profileNames.length > 0) announcement += ` ${PROFILE_APPLIED_TEXT}`;
  }

  const openNutrition = (item: MenuItem, trigger: HTMLButtonElement) => {
    returnFocus.current = trigger;
    setOpenItem(item);
  };
  const closeNutrition = () => {
    setOpenItem(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    window.requestAnimationFrame(() => target?.focus());
  };

  const brands = menu?.brands.length ? menu.brands : location.brands;

  const isShown = menu !== undefined && !hasFailed;
  const statusLook = !menuQuery.isPending && hasFailed ? 'location-menu__failure' : isShown && isFiltered ? 'location-menu__count' : 'visually-hidden';
  return (
    <div className="location-menu">
      <LocationNow site={site} locationId={location.id} />
      {menuQuery.isPending ? <LoadingState label={MENU_LOADING_TEXT} /> : null}
      {location.type === 'concept' ? <BrandLinks brands={brands} /> : null}
      {isShown && offered.allergens.length + offered.labels.length > 0 ? (
        <MenuFilters
          allergens={offered.allergens}
          labels={offered.labels}
          selectedAllergens={allergenIds}
          selectedLabels={labelIds}
          onChange={(next) => onChange((current) => ({ ...current, allergens: next.allergens, labels: next.labels }))}
          hideMayContain={hideMayContain}
          onHideMayContainChange={(hide) => onChange((current) => ({ ...current, hideMayContain: hide }))}
          profileAllergens={profileIds}
          onClearProfile={() => profile.remove(profile.applied)}
        />
      ) : null}
      {isShown && (profile.applied.length > 0 || profile.removed.length > 0) ? (
        <ProfileAllergenFilters
          applied={profileNames}
          unmatched={fromProfile.unmatched}
          hasRemoved={profile.removed.length > 0}
          accountHref={`${paths.customerAccount(site.slug)}?tab=allergens`}
          onRemove={(name) => profile.remove([name])}
          onRestore={profile.restore}
        />
      ) : null}
      {/* One live region for the whole menu: what a period shows, how many items the filters leave, or the failure. */}
      <p className={`location-menu__status ${statusLook}`} role="status">
        {announcement}
      </p>
      {isShown ? (
        <>
          <p className="location-menu__note">Menus are subject to change</p>
          {site.display_cal ? null : (
            <p className="location-menu__hint">Calories are not listed on the menu: select an item&apos;s name to see its Nutritional Info.</p>
          )}
          <PeriodTabs
            label="Meal periods"
            tabs={menu.periods.map((p) => ({ key: String(p.id), label: p.name }))}
            selectedKey={String(selectedPeriodId ?? menu.periods[0]?.id ?? '')}
            onSelect={(key) => onChange((current) => ({ ...current, period: Number(key) }))}
            busy={isPeriodLoading}
          >
            {isPeriodLoading ? <LoadingState label={`Loading the ${menu.periods.find((p) => p.id === wantedPeriodId)?.name ?? ''} menu`} /> : null}
            {periodFailed ? <p className="location-menu__failure">{MENU_FAILURE_TEXT}</p> : null}
            {period && !isPeriodLoading ? (
              <PeriodMenu categories={shown} hasFilters={isFiltered} showCalories={site.display_cal} filtersById={filtersById} flags={site} onOpenItem={openNutrition} />
            ) : null}
          </PeriodTabs>
        </>
      ) : null}
      {isShown ? <MenuLegend marks={marks} /> : null}
      {openItem ? (
        <Suspense fallback={null}>
          <NutritionDialog
            item={openItem}
            locationType={location.type}
            filtersById={filtersById}
            flags={site}
            displayAllergens={site.display_allergens}
            profileAllergens={profile.all}
            onClose={closeNutrition}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
