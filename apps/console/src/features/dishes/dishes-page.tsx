import './dishes.css';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, consoleEndpoints, type ConsoleDish, type ConsoleDishSummary } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { ConflictAlert } from '../settings/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { DishDialog } from './dish-dialog.tsx';
import { dishesQuery, type DishesShown } from './dishes-query.ts';
import { DishesTable, type DishActions } from './dishes-table.tsx';

type Open = { kind: 'new' } | { kind: 'edit'; dish: ConsoleDish } | { kind: 'delete'; dish: ConsoleDishSummary } | null;

const SHOWN: readonly { value: DishesShown; label: string }[] = [
  { value: 'active', label: 'In the catalogue' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

/** /console/sites/{slug}/dishes: the site's catalogue of dishes, searched, to add, change, archive and delete. */
export function DishesPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayEdit = site !== null && mayUse(session.grants, 'menus.edit', { site_id: site.id });
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState({ q: '', show: 'active' as DishesShown });
  const dishes = useInfiniteQuery({ ...dishesQuery(site?.id ?? 0, asked.q, asked.show), enabled: mayEdit });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const siteId = site?.id ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console', 'dishes', siteId] });
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(error.message);
    else setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
  };
  const readDish = async (id: number): Promise<ConsoleDish | null> => {
    try {
      return (await api(consoleEndpoints.getConsoleDish, { params: { site_id: siteId, dish_id: id } })).dish;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const actions: DishActions = useMemo(
    () => ({
      change: async (dish) => {
        setFailure(null);
        const full = await readDish(dish.id);
        if (full) setOpen({ kind: 'edit', dish: full });
      },
      setArchived: async (dish, archived) => {
        setIsBusy(true);
        setConflict(null);
        setFailure(null);
        try {
          await api(consoleEndpoints.putConsoleDishArchived, { params: { site_id: siteId, dish_id: dish.id }, body: { archived, version: dish.version } });
          notify(archived ? `${dish.name} archived.` : `${dish.name} is back in the catalogue.`);
          await refresh();
          requestAnimationFrame(() => addButton.current?.focus());
        } catch (error) {
          failed(error);
        } finally {
          setIsBusy(false);
        }
      },
      remove: (dish) => setOpen({ kind: 'delete', dish }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the site, which the page's address fixes
    [siteId],
  );

  if (!site) return <SiteNotFound />;
  const list = dishes.data?.pages.flatMap((page) => page.dishes) ?? [];
  const vocabulary = dishes.data?.pages[0]?.vocabulary ?? { allergens: [], labels: [] };

  const remove = async (dish: ConsoleDishSummary) => {
    setIsBusy(true);
    setConflict(null);
    setFailure(null);
    try {
      const answer = await api(consoleEndpoints.deleteConsoleDish, { params: { site_id: siteId, dish_id: dish.id }, body: { version: dish.version } });
      notify(answer.message);
      setOpen(null);
      await refresh();
      requestAnimationFrame(() => addButton.current?.focus());
    } catch (error) {
      setOpen(null);
      failed(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <title>{`Dishes | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">Dishes</li>
        </ol>
      </nav>
      <h1>Dishes</h1>
      {!mayEdit ? (
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      ) : (
        <>
          <p>The dishes {site.name}’s menus serve. A change shows on the public menu, its search, today’s menu and the OpenMensa feed at once.</p>
          <form
            className="dishes__search"
            role="search"
            aria-label="Find dishes"
            onSubmit={(event) => {
              event.preventDefault();
              setAsked((was) => ({ ...was, q: search.trim() }));
            }}
          >
            <label className="form-field">
              <span className="form-field__label">Search</span>
              <input type="search" className="form-field__input" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
            </label>
            <label className="form-field">
              <span className="form-field__label">Show</span>
              <select className="form-field__input" value={asked.show} onChange={(event) => setAsked((was) => ({ ...was, show: event.target.value as DishesShown }))}>
                {SHOWN.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--ghost">
              Search
            </button>
          </form>
          <div className="button-row">
            <button ref={addButton} type="button" className="button" onClick={() => setOpen({ kind: 'new' })} disabled={!dishes.isSuccess}>
              New dish
            </button>
          </div>
          {conflict ? <ConflictAlert message={conflict} onReload={() => void refresh().then(() => setConflict(null))} isReloading={dishes.isFetching} /> : null}
          {failure ? (
            <p className="notice" role="alert">
              {failure}
            </p>
          ) : null}
          {dishes.isPending ? <LoadingState label="Loading the dishes…" /> : null}
          {dishes.isError && !dishes.data ? <ErrorState message="The dishes could not be loaded." onRetry={() => void dishes.refetch()} /> : null}
          {dishes.isSuccess && list.length === 0 ? <p className="empty-state">No dishes {asked.q ? `match “${asked.q}”` : 'here'}.</p> : null}
          {list.length > 0 ? <DishesTable dishes={list} caption={`Dishes of ${site.name}`} actions={actions} /> : null}
          {dishes.hasNextPage ? (
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={() => void dishes.fetchNextPage()} aria-disabled={dishes.isFetchingNextPage || undefined}>
                {dishes.isFetchingNextPage ? 'Loading…' : 'More dishes'}
              </button>
            </div>
          ) : null}
        </>
      )}
      {open && open.kind !== 'delete' ? (
        <DishDialog
          siteId={siteId}
          dish={open.kind === 'edit' ? open.dish : null}
          vocabulary={vocabulary}
          onClose={() => setOpen(null)}
          onReload={readDish}
          onDone={() => {
            setOpen(null);
            void refresh();
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ModalDialog title={`Delete ${open.dish.name}?`} onClose={() => setOpen(null)}>
          <p>A dish no menu has served is deleted. One that menus served is archived instead, so past menus still show it.</p>
          <div className="button-row">
            <button type="button" className="button button--danger" onClick={() => void remove(open.dish)} aria-disabled={isBusy || undefined}>
              {isBusy ? 'Deleting…' : 'Delete'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOpen(null)}>
              Cancel
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
