// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleSession, StaffMember } from '@commons/contract/console';
import type { ShellContext } from '../auth/index.ts';
import { PeoplePage } from './people-page.tsx';

const site = { id: 1, slug: 'northfield', name: 'Northfield University', status: 'published' as const };
const session = (grants: ConsoleSession['grants']): ConsoleSession => ({
  staff: { id: 1, email: 'me@example.edu', name: 'Me', has_second_factor: true, recovery_codes_left: 10 },
  stage: 'full',
  grants,
  sites: [site],
  idle_expires_at: '2026-11-22T17:20:00Z',
  expires_at: '2026-11-23T04:50:00Z',
});
const platformAdmin = session([{ id: 1, role: 'platform_admin', site_id: null, location_ids: null, health_data: false }]);
const siteManager = session([{ id: 1, role: 'site_manager', site_id: 1, location_ids: null, health_data: false }]);
const editor = session([{ id: 1, role: 'editor', site_id: 1, location_ids: null, health_data: false }]);

const staff: StaffMember[] = [
  { id: 1, email: 'me@example.edu', name: 'Me', active: true, has_password: true, has_second_factor: true, version: 1, grants: [{ id: 1, role: 'site_manager', site_id: 1, location_ids: null, health_data: false, version: 1 }] },
  { id: 2, email: 'lee@example.edu', name: 'Lee Location', active: true, has_password: false, has_second_factor: false, version: 1, grants: [{ id: 2, role: 'location_manager', site_id: 1, location_ids: [3, 7], health_data: false, version: 1 }] },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderPeople(shell: ConsoleSession) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/v1/console/staff?')) return json({ staff });
      if (url.startsWith('/v1/console/staff/locations')) return json({ locations: [{ id: 3, name: 'Founders Dining Commons', active: true }, { id: 7, name: 'Union Market', active: true }] });
      return new Response(JSON.stringify({ status: 'error', msg: 'Not found.' }), { status: 404 });
    }),
  );
  const router = createMemoryRouter(
    [{ element: <Outlet context={{ session: shell } satisfies ShellContext} />, children: [{ path: '/sites/:slug/people', Component: PeoplePage }] }],
    { initialEntries: ['/sites/northfield/people'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the People page', () => {
  it('shows a platform admin who has access, in plain words, with the invitation and the actions', async () => {
    renderPeople(platformAdmin);
    const lee = await screen.findByRole('row', { name: /Lee Location/ });
    expect(within(lee).getByText('Location manager — Founders Dining Commons, Union Market')).toBeTruthy();
    expect(within(lee).getByText('Invited')).toBeTruthy();
    expect(within(lee).getByText('Not set up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeTruthy();
    expect(within(lee).getByRole('button', { name: 'Deactivate Lee Location' })).toBeTruthy();
    // Their own account is not deactivated from here.
    expect(within(screen.getByRole('row', { name: /me@example.edu/ })).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });

  it('shows a site manager the list, without the invitation or any action', async () => {
    renderPeople(siteManager);
    const lee = await screen.findByRole('row', { name: /Lee Location/ });
    expect(within(lee).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
  });

  it('tells an editor the page is not theirs, and asks the server nothing', () => {
    renderPeople(editor);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
