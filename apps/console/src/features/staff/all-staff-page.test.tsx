// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleSession, StaffMember } from '@commons/contract/console';
import type { ShellContext } from '../auth/index.ts';
import { AllStaffPage } from './all-staff-page.tsx';

const sites = [
  { id: 1, slug: 'northfield', name: 'Northfield University', status: 'published' as const },
  { id: 2, slug: 'lakeside', name: 'Lakeside College', status: 'published' as const },
];
const session = (grants: ConsoleSession['grants']): ConsoleSession => ({
  staff: { id: 1, email: 'pat@commons.example.edu', name: 'Pat Platform', has_second_factor: true, recovery_codes_left: 10 },
  stage: 'full',
  grants,
  sites,
  idle_expires_at: '2026-11-22T17:20:00Z',
  expires_at: '2026-11-23T04:50:00Z',
});
const platformAdmin = session([{ id: 1, role: 'platform_admin', site_id: null, location_ids: null, health_data: false }]);
const siteManager = session([{ id: 1, role: 'site_manager', site_id: 1, location_ids: null, health_data: false }]);

const grant = (over: Partial<StaffMember['grants'][number]>): StaffMember['grants'][number] => ({ id: 1, role: 'editor', site_id: 1, location_ids: null, health_data: false, version: 1, ...over });
const staff: StaffMember[] = [
  { id: 1, email: 'pat@commons.example.edu', name: 'Pat Platform', active: true, has_password: true, has_second_factor: true, version: 1, grants: [grant({ id: 1, role: 'platform_admin', site_id: null })] },
  { id: 2, email: 'lee@northfield.example.edu', name: 'Lee Location', active: true, has_password: false, has_second_factor: false, version: 1, grants: [grant({ id: 2, role: 'location_manager', site_id: 1, location_ids: [3] })] },
  { id: 3, email: 'sam@lakeside.example.edu', name: 'Sam Sénéchal', active: false, has_password: true, has_second_factor: true, version: 1, grants: [grant({ id: 3, role: 'service_desk', site_id: 2, health_data: true }), grant({ id: 4, role: 'editor', site_id: 1 })] },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAllStaff(shell: ConsoleSession, address = '/staff') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/v1/console/staff/all')) return json({ staff });
      if (url.startsWith('/v1/console/staff/locations')) return json({ locations: [{ id: 3, name: 'Founders Dining Commons', active: true }] });
      return new Response(JSON.stringify({ status: 'error', msg: 'Not found.' }), { status: 404 });
    }),
  );
  const router = createMemoryRouter([{ element: <Outlet context={{ session: shell } satisfies ShellContext} />, children: [{ path: '/staff', Component: AllStaffPage }] }], { initialEntries: [address] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the All staff page', () => {
  it('lists every account with each role and its site, its status and second factor', async () => {
    renderAllStaff(platformAdmin);
    const sam = await screen.findByRole('row', { name: /Sam Sénéchal/ });
    expect(within(sam).getByText('Service desk (with health forms) on Lakeside College')).toBeTruthy();
    expect(within(sam).getByText('Editor on Northfield University')).toBeTruthy();
    expect(within(sam).getByText('Deactivated')).toBeTruthy();
    expect(within(sam).getByRole('button', { name: 'Activate Sam Sénéchal' })).toBeTruthy();
    const pat = screen.getByRole('row', { name: /Pat Platform/ });
    expect(within(pat).getByText('Platform admin (every site)')).toBeTruthy();
    // Their own platform admin role and account are not taken away from here (the server refuses both).
    expect(within(pat).queryByRole('button', { name: /^Remove Pat Platform/ })).toBeNull();
    expect(within(pat).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    const lee = screen.getByRole('row', { name: /Lee Location/ });
    expect(await within(lee).findByText('Location manager on Northfield University — Founders Dining Commons')).toBeTruthy();
    expect(within(lee).getByText('Invited')).toBeTruthy();
    expect(within(lee).getByText('Not set up')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 people.');
    expect(document.title).toBe('All staff | Commons console');
  });

  it('filters by name or e-mail as it is typed, ignoring case and accents, and keeps the search in the address', async () => {
    const router = renderAllStaff(platformAdmin);
    await screen.findByRole('table', { name: 'Every staff account' });
    act(() => {
      fireEvent.change(search(), { target: { value: 'SENE' } });
    });
    expect(names()).toEqual(['Sam Sénéchal']);
    expect(router.state.location.search).toBe('?q=SENE');
    act(() => {
      fireEvent.change(search(), { target: { value: 'northfield.example' } });
    });
    expect(names()).toEqual(['Lee Location']);
    expect(screen.getByRole('status').textContent).toBe('1 of 3 people match “northfield.example”.');
    act(() => {
      fireEvent.change(search(), { target: { value: '' } });
    });
    expect(names()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    // An address changed by anything but the box (Back, a link) shows its own search in the box.
    await act(async () => {
      await router.navigate('/staff?q=lee');
    });
    expect(search().value).toBe('lee');
    expect(names()).toEqual(['Lee Location']);
  });

  it('opens with the search of its address, and says when no one matches', async () => {
    renderAllStaff(platformAdmin, '/staff?q=nobody%20here');
    expect(search().value).toBe('nobody here');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('No one matches “nobody here”.'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a site manager the page is not theirs, and asks the server nothing', () => {
    renderAllStaff(siteManager);
    expect(screen.getByRole('heading', { level: 1, name: 'All staff' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
