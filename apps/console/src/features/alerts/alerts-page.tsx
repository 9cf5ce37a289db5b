import './alerts.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, consoleEndpoints, type AlertsAnswer, type ConsoleAlert } from '@commons/contract/console';
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
import { AlertDialog } from './alert-dialog.tsx';
import { siteClockText, STATE_TEXT } from './alert-times.ts';
import { alertsQuery } from './alerts-query.ts';

type Open = { kind: 'new' } | { kind: 'edit'; alert: ConsoleAlert } | { kind: 'delete'; alert: ConsoleAlert } | null;

/** /console/sites/{slug}/alerts: the alerts of the site's header, in order, to add, change, order and delete. */
export function AlertsPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayEdit = site !== null && mayUse(session.grants, 'site.alerts', { site_id: site.id });
  const query = alertsQuery(site?.id ?? 0);
  const alerts = useQuery({ ...query, enabled: mayEdit });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  if (!site) return <SiteNotFound />;
  const siteId = site.id;
  const list = alerts.data?.alerts ?? [];
  const timeZone = alerts.data?.time_zone ?? 'UTC';

  const show = (answer: AlertsAnswer) => queryClient.setQueryData(query.queryKey, { time_zone: answer.time_zone, alerts: answer.alerts });
  const reload = async () => {
    const fresh = await alerts.refetch();
    return fresh.data ?? null;
  };
  const reloadPage = async () => {
    if (isReloading) return;
    setIsReloading(true);
    const fresh = await reload();
    setIsReloading(false);
    if (fresh) setConflict(null);
  };

  /** A change's failure: a 409 offers to reload; anything else is said. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(error.message);
    else setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
  };

  const move = async (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = list[index];
    if (isBusy || !moved || target < 0 || target >= list.length) return;
    const order = [...list];
    order.splice(index, 1);
    order.splice(target, 0, moved);
    setIsBusy(true);
    setConflict(null);
    setFailure(null);
    try {
      const answer = await api(consoleEndpoints.putConsoleAlertOrder, { params: { site_id: siteId }, body: { alerts: order.map(({ id, version }) => ({ id, version })) } });
      show(answer);
      notify(by < 0 ? 'Alert moved up.' : 'Alert moved down.');
      // The moved alert's button keeps the focus (or its other one, at an end of the list).
      const isAtEnd = by < 0 ? target === 0 : target === order.length - 1;
      const key = `${moved.id}:${isAtEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
      requestAnimationFrame(() => moveButtons.current.get(key)?.focus());
    } catch (error) {
      failed(error);
    } finally {
      setIsBusy(false);
    }
  };

  const remove = async (alert: ConsoleAlert) => {
    setIsBusy(true);
    setConflict(null);
    setFailure(null);
    try {
      const answer = await api(consoleEndpoints.deleteConsoleAlert, { params: { site_id: siteId, alert_id: alert.id }, body: { version: alert.version } });
      show(answer);
      notify('Alert deleted.');
      setOpen(null);
      requestAnimationFrame(() => addButton.current?.focus());
    } catch (error) {
      setOpen(null);
      failed(error);
    } finally {
      setIsBusy(false);
    }
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  return (
    <>
      <title>{`Homepage alerts | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">Homepage alerts</li>
        </ol>
      </nav>
      <div className="page-heading">
        <h1>Homepage alerts</h1>
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
          <p>The alerts at the top of every page of {site.name}, in this order, while they are in force. Times are on the site’s clock ({timeZone}).</p>
          <div className="button-row">
            <button ref={addButton} type="button" className="button" onClick={() => setOpen({ kind: 'new' })} disabled={!alerts.isSuccess}>
              New alert
            </button>
          </div>
          {conflict ? <ConflictAlert message={conflict} onReload={() => void reloadPage()} isReloading={isReloading} /> : null}
          {failure ? (
            <p className="notice" role="alert">
              {failure}
            </p>
          ) : null}
          {alerts.isPending ? <LoadingState label="Loading the alerts…" /> : null}
          {alerts.isError && !alerts.data ? <ErrorState message="The alerts could not be loaded." onRetry={() => void alerts.refetch()} /> : null}
          {alerts.isSuccess && list.length === 0 ? <p className="empty-state">No alerts. The header shows none.</p> : null}
          {list.length > 0 ? (
            <ol className="alert-list" aria-label={`Alerts of ${site.name}`}>
              {list.map((alert, index) => (
                <li key={alert.id} className="alert-item">
                  <p className="alert-item__message">
                    <span className={`alert-item__icon alert-item__icon--${alert.icon}`}>{alert.icon === 'warning' ? 'Warning' : 'Info'}</span> {alert.message}
                  </p>
                  <dl className="alert-item__facts">
                    <div>
                      <dt>Now</dt>
                      <dd>
                        <span className={`status status--${alert.state}`}>{STATE_TEXT[alert.state]}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>Start</dt>
                      <dd>{alert.starts_at ? siteClockText(alert.starts_at, timeZone) : 'At once'}</dd>
                    </div>
                    <div>
                      <dt>End</dt>
                      <dd>{alert.ends_at ? siteClockText(alert.ends_at, timeZone) : 'Until deleted'}</dd>
                    </div>
                    <div>
                      <dt>Link</dt>
                      <dd className="alert-item__link">{alert.use_link && alert.link ? alert.link : 'None'}</dd>
                    </div>
                  </dl>
                  <div className="button-row alert-item__actions">
                    <button type="button" className="button button--ghost" onClick={() => setOpen({ kind: 'edit', alert })} aria-label={`Change “${alert.message}”`}>
                      Change
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => setOpen({ kind: 'delete', alert })} aria-label={`Delete “${alert.message}”`}>
                      Delete
                    </button>
                    {list.length > 1 ? (
                      <>
                        <button
                          ref={buttonRef(`${alert.id}:up`)}
                          type="button"
                          className="button button--ghost"
                          onClick={() => void move(index, -1)}
                          aria-disabled={index === 0 || isBusy || undefined}
                          aria-label={`Move “${alert.message}” up`}
                        >
                          Move up
                        </button>
                        <button
                          ref={buttonRef(`${alert.id}:down`)}
                          type="button"
                          className="button button--ghost"
                          onClick={() => void move(index, 1)}
                          aria-disabled={index === list.length - 1 || isBusy || undefined}
                          aria-label={`Move “${alert.message}” down`}
                        >
                          Move down
                        </button>
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
      {open && open.kind !== 'delete' ? (
        <AlertDialog
          siteId={siteId}
          alert={open.kind === 'edit' ? open.alert : null}
          timeZone={timeZone}
          onClose={() => setOpen(null)}
          onReload={reload}
          onDone={(answer) => {
            show(answer);
            setOpen(null);
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ModalDialog title="Delete this alert?" onClose={() => setOpen(null)}>
          <p>“{open.alert.message}” will no longer show in the header. This cannot be undone.</p>
          <div className="button-row">
            <button type="button" className="button button--danger" onClick={() => void remove(open.alert)} aria-disabled={isBusy || undefined}>
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
