// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@commons/contract/console';
import type { GrantScope } from './grant-scope.ts';
import { InviteDialog } from './invite-dialog.tsx';

const everySite: GrantScope = {
  kind: 'any',
  sites: [
    { id: 1, name: 'Northfield University' },
    { id: 2, name: 'Lakeside College' },
  ],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const member = { id: 9, email: 'new@commons.example.edu', name: 'Nia New', active: true, has_password: false, has_second_factor: false, version: 1, grants: [] };

/** The dialog opened from All staff; the invitations it sends, and the sites whose locations it read. */
function renderInvite(scope: GrantScope = everySite) {
  const sent: unknown[] = [];
  const locationsOf: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/v1/console/staff/locations')) {
        locationsOf.push(new URL(url, 'http://x').searchParams.get('site_id') ?? '');
        return json({ locations: [{ id: 21, name: 'Lakeside Grill', active: true }] });
      }
      sent.push(JSON.parse(String(init?.body)));
      return json({ msg: STAFF_MESSAGES.invited, staff: member });
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InviteDialog scope={scope} onClose={onClose} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'new@commons.example.edu' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
  return { sent, locationsOf, onClose };
}

const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an invitation from All staff', () => {
  it('offers the platform admin role, which needs no site, and sends it on none', async () => {
    const { sent, onClose } = renderInvite();
    expect(screen.getByRole('option', { name: 'Platform admin (every site)' })).toBeTruthy();
    choose('Role', 'platform_admin');
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    await send();
    expect(sent).toEqual([{ email: 'new@commons.example.edu', name: 'Nia New', grant: { role: 'platform_admin', site_id: null, location_ids: null, health_data: false } }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks for the site of a site role, then lists that site’s locations for a location manager', async () => {
    const { sent, locationsOf } = renderInvite();
    await send();
    expect(sent).toEqual([]);
    const site = screen.getByRole('combobox', { name: 'Site' });
    expect(site.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(site.getAttribute('aria-describedby') ?? '')?.textContent).toBe(STAFF_MESSAGES.siteNeeded);
    choose('Role', 'location_manager');
    expect(screen.getByText('Choose the site first: its locations are listed here.')).toBeTruthy();
    choose('Site', '2');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lakeside Grill' }));
    expect(locationsOf).toEqual(['2']);
    await send();
    expect(sent).toEqual([{ email: 'new@commons.example.edu', name: 'Nia New', grant: { role: 'location_manager', site_id: 2, location_ids: [21], health_data: false } }]);
  });

  it('from a site’s People page, offers only that site’s roles', () => {
    renderInvite({ kind: 'site', site: { id: 1, name: 'Northfield University' } });
    expect(screen.queryByRole('option', { name: /Platform admin/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(screen.getByText(/Their role is on Northfield University\./)).toBeTruthy();
  });
});
