// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_HELP, ALERT_MESSAGES, type AlertsAnswer, type ConsoleAlert } from '@commons/contract/console';
import { AlertDialog } from './alert-dialog.tsx';

const alert: ConsoleAlert = {
  id: 7,
  icon: 'info',
  message: 'Fall meal plans are on sale now.',
  use_link: false,
  link: null,
  start: '2026-11-23T00:00',
  end: null,
  starts_at: '2026-11-23T05:00:00.000Z',
  ends_at: null,
  state: 'showing',
  sort_order: 1,
  version: 2,
};

type Reply = { status: number; body: unknown };
function serve(reply: () => Reply) {
  const sent: { url: string; method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      const { status, body } = reply();
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function open(current: ConsoleAlert | null, onReload: () => Promise<AlertsAnswer | null> = async () => null) {
  const onDone = vi.fn();
  render(<AlertDialog siteId={1} alert={current} timeZone="America/New_York" onDone={onDone} onClose={() => undefined} onReload={onReload} />);
  return { onDone };
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const send = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the alert dialog', () => {
  it('sends a new alert with an empty start and end as none, on the site’s clock', async () => {
    const sent = serve(() => ({ status: 200, body: { time_zone: 'America/New_York', alerts: [alert], alert } }));
    const { onDone } = open(null);
    const message = screen.getByLabelText(/^Message/);
    expect(descriptionOf(message)).toBe(ALERT_HELP.message);
    fireEvent.change(message, { target: { value: 'Union Market opens at noon.' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-11-29T12:00' } });
    await send('Add the alert');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/v1/console/sites/1/alerts', body: { icon: 'info', message: 'Union Market opens at noon.', use_link: false, start: null, end: '2026-11-29T12:00' } });
  });

  it('puts the server’s refusal of a time on its field, focused', async () => {
    serve(() => ({ status: 400, body: { status: 'error', msg: 'Check the marked fields.', errors: { start: ALERT_MESSAGES.skippedTime } } }));
    open(alert);
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2027-03-14T02:30' } });
    await send('Save the alert');
    const start = screen.getByLabelText(/^Start/);
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(start)).toContain(ALERT_MESSAGES.skippedTime);
    expect(document.activeElement).toBe(start);
  });

  it('refuses an end before the start before sending, and sends an edit with its version', async () => {
    const sent = serve(() => ({ status: 200, body: { time_zone: 'America/New_York', alerts: [alert], alert } }));
    open(alert);
    const end = screen.getByLabelText(/^End/);
    fireEvent.change(end, { target: { value: '2026-11-22T08:00' } });
    await send('Save the alert');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(end)).toContain(ALERT_MESSAGES.endBeforeStart);
    expect(sent).toEqual([]);
    fireEvent.change(end, { target: { value: '2026-12-22T08:00' } });
    await send('Save the alert');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/v1/console/sites/1/alerts/7', body: { version: 2, end: '2026-12-22T08:00' } });
  });

  it('offers Reload on a 409, which shows the alert as it is now and saves over its new version', async () => {
    const said = 'Eddie Editor changed this alert at 2:05 PM. Reload to see their changes, then make yours again.';
    let reply: Reply = { status: 409, body: { status: 'error', msg: said, errors: { version: said } } };
    const sent = serve(() => reply);
    const fresh = { ...alert, message: 'Fall meal plans: last week to buy.', version: 3 };
    open(alert, async () => ({ time_zone: 'America/New_York', alerts: [fresh] }));
    await send('Save the alert');
    expect(await screen.findByText(said)).toBeTruthy();
    await send('Reload');
    await waitFor(() => expect((screen.getByLabelText(/^Message/) as HTMLInputElement).value).toBe(fresh.message));
    expect(screen.queryByText(said)).toBeNull();
    reply = { status: 200, body: { time_zone: 'America/New_York', alerts: [fresh], alert: fresh } };
    await send('Save the alert');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ version: 3, message: fresh.message });
  });
});
