import './live-status.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BUSY_WORDS, mayUseOnSite, type BusyLevel } from '@commons/domain';
import { CONSOLE_MESSAGES, consoleEndpoints, type ConsoleLiveLocation, type LiveLocationsAnswer } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { ConflictAlert } from '../settings/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { CloseDialog, type CloseChoice } from './close-dialog.tsx';
import { LiveLocationCard } from './live-location-card.tsx';
import { liveQuery } from './live-query.ts';

/** What a save changes of a location's live status; the rest stays as read. */
type Change = { closure: { message: string; until: string | null } | null } | { busy_level: BusyLevel | null };

/**
 * /console/sites/{slug}/live: what is true right now at the caller's locations (docs/product/console.md#live-status):
 * close one now with a message, reopen it, say how busy it is. Made for a phone: two taps each.
 */
export function LiveStatusPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayEdit = site !== null && mayUseOnSite(session.grants, 'live_status.edit', site.id);
  const query = liveQuery(site?.id ?? 0);
  const live = useQuery({ ...query, enabled: mayEdit });
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<ConsoleLiveLocation | null>(null);
  const [closeErrors, setCloseErrors] = useState<Record<string, string>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);

  if (!site) return <SiteNotFound />;
  const siteId = site.id;
  const timeZone = live.data?.time_zone ?? 'UTC';

  const put = (saved: ConsoleLiveLocation) =>
    queryClient.setQueryData(query.queryKey, (old: LiveLocationsAnswer | undefined) => old && { ...old, locations: old.locations.map((l) => (l.id === saved.id ? saved : l)) });

  /** Saves `change` over the location as read; answers whether it went through. */
  const save = async (location: ConsoleLiveLocation, change: Change, said: (saved: ConsoleLiveLocation) => string): Promise<boolean> => {
    if (savingId !== null) return false;
    setSavingId(location.id);
    setConflict(null);
    setFailure(null);
    try {
      const body = { closure: location.closure && { message: location.closure.message, until: location.closure.until }, busy_level: location.busy_level, version: location.version, ...change };
      const answer = await api(consoleEndpoints.putLocationLive, { params: { site_id: siteId, location_id: location.id }, body });
      put(answer.location);
      notify(said(answer.location));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else if (error instanceof ApiError && error.status === 400 && closing) setCloseErrors(error.errors);
      else setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
      return false;
    } finally {
      setSavingId(null);
    }
  };

  const closeNow = async (choice: CloseChoice) => {
    if (!closing) return;
    setCloseErrors({});
    const isDone = await save(closing, { closure: { message: choice.message, until: choice.until === '' ? null : choice.until } }, (saved) => `${saved.name} is closed now: “${saved.closure?.message ?? choice.message}”.`);
    if (isDone) setClosing(null);
  };

  const reloadPage = async () => {
    if (isReloading) return;
    setIsReloading(true);
    const fresh = await live.refetch();
    setIsReloading(false);
    if (fresh.data) setConflict(null);
  };

  return (
    <>
      <title>{`Live status | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">Live status</li>
        </ol>
      </nav>
      <div className="page-heading">
        <h1>Live status</h1>
        <a className="preview-link" href={paths.publicSite(site.slug)} target="_blank" rel="noopener">
          Preview<span className="visually-hidden"> the home page (opens in a new tab)</span>
        </a>
      </div>
      {!mayEdit ? (
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      ) : (
        <>
          <p>What is true right now: close a location with a message, reopen it, say how busy it is. Visitors see it within seconds.</p>
          {conflict ? <ConflictAlert message={conflict} onReload={() => void reloadPage()} isReloading={isReloading} /> : null}
          {failure ? (
            <p className="notice" role="alert">
              {failure}
            </p>
          ) : null}
          {live.isPending ? <LoadingState label="Loading the locations…" /> : null}
          {live.isError && !live.data ? <ErrorState message="The locations could not be loaded." onRetry={() => void live.refetch()} /> : null}
          {live.isSuccess && live.data.locations.length === 0 ? <p className="empty-state">You have no locations on this site.</p> : null}
          {live.data && live.data.locations.length > 0 ? (
            <ul className="live-list" aria-label={`Locations of ${site.name}`}>
              {live.data.locations.map((location) => (
                <LiveLocationCard
                  key={location.id}
                  location={location}
                  timeZone={timeZone}
                  isSaving={savingId === location.id}
                  onCloseNow={() => {
                    setCloseErrors({});
                    setClosing(location);
                  }}
                  onReopen={() => void save(location, { closure: null }, (saved) => `${saved.name} is open again as its hours say.`)}
                  onBusy={(level) => void save(location, { busy_level: level }, (saved) => `${saved.name}: ${level ? BUSY_WORDS[level].toLowerCase() : 'busy level cleared'}.`)}
                />
              ))}
            </ul>
          ) : null}
        </>
      )}
      {closing ? <CloseDialog locationName={closing.name} timeZone={timeZone} errors={closeErrors} isSaving={savingId !== null} onClose={() => setClosing(null)} onSubmit={(choice) => void closeNow(choice)} /> : null}
    </>
  );
}
