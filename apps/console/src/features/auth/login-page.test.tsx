// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_MESSAGES as M, type ConsoleSession } from '@commons/contract/console';
import { LoginPage } from './login-page.tsx';

const session = (stage: ConsoleSession['stage']): ConsoleSession => ({
  staff: { id: 1, email: 'pat@example.edu', name: 'Pat Platform', has_second_factor: stage === 'full', recovery_codes_left: 10 },
  stage,
  grants: [{ id: 1, role: 'platform_admin', site_id: null, location_ids: null, health_data: false }],
  sites: [{ id: 1, slug: 'northfield', name: 'Northfield University', status: 'published' }],
  idle_expires_at: '2026-11-22T17:20:00Z',
  expires_at: '2026-11-23T04:50:00Z',
});

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signedOut: Answer = { status: 401, body: { status: 'error', msg: M.sessionNeeded } };

/** The console's calls answered by `login` (given each login body in turn); the session call says nobody is signed in. */
function serve(login: (body: Record<string, unknown>) => Answer) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/v1/console/session') return json(signedOut);
      if (url === '/v1/console/login') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        return json(login(body));
      }
      return json({ status: 404, body: { status: 'error', msg: 'Not found.' } });
    }),
  );
  return bodies;
}

function renderLogin(next = '/console/sites/northfield/activity') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/sites/:slug/activity', element: <h1>Activity page</h1> },
      { path: '/second-factor', element: <h1>Set-up page</h1> },
    ],
    { initialEntries: [`/login?next=${encodeURIComponent(next)}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console login', () => {
  it('says a wrong e-mail or password as the server does, announced, and stays on the password step', async () => {
    serve(() => ({ status: 401, body: { status: 'error', msg: M.loginFailed } }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Sign in to the console' });
    fill(/^Email/, 'pat@example.edu');
    fill(/^Password/, 'wrong-pass1!');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.loginFailed));
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('asks for the code when the server names the totp field, then signs in with it and goes back to the page asked for', async () => {
    const bodies = serve((body) =>
      body.totp === undefined ? { status: 401, body: { status: 'error', msg: M.codeNeeded, errors: { totp: M.codeNeeded } } } : body.totp === '123456' ? { status: 200, body: session('full') } : { status: 401, body: { status: 'error', msg: M.codeWrong, errors: { totp: M.codeWrong } } },
    );
    const router = renderLogin();
    fill(/^Email/, 'pat@example.edu');
    fill(/^Password/, 'Demo-pass1!');
    await submit();
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(screen.getByText(M.codeNeeded)).toBeTruthy();
    const code = screen.getByLabelText(/^6-digit code/);
    await waitFor(() => expect(document.activeElement).toBe(code));

    fill(/^6-digit code/, '000 000');
    await submit();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(M.codeWrong);

    fill(/^6-digit code/, '123 456');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/northfield/activity'));
    expect(bodies.at(-1)).toEqual({ email: 'pat@example.edu', password: 'Demo-pass1!', totp: '123456' });
  });

  it('takes a recovery code instead after "Use a recovery code instead", checked as printed', async () => {
    const bodies = serve((body) => (body.recovery_code === 'abcde12345' ? { status: 200, body: session('full') } : { status: 401, body: { status: 'error', msg: M.codeNeeded, errors: { totp: M.codeNeeded } } }));
    const router = renderLogin();
    fill(/^Email/, 'pat@example.edu');
    fill(/^Password/, 'Demo-pass1!');
    await submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/^Recovery code/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByLabelText(/^6-digit code/)).toBeNull();

    fill(/^Recovery code/, 'abc');
    await submit();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain(M.recoveryCodeFormat);

    fill(/^Recovery code/, 'ABCDE-12345');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/northfield/activity'));
    expect(bodies.at(-1)).toEqual({ email: 'pat@example.edu', password: 'Demo-pass1!', recovery_code: 'abcde12345' });
    expect(screen.queryByRole('button', { name: 'Use your authenticator app instead' })).toBeNull();
  });

  it('sends an account that must set up a second factor to the set-up first', async () => {
    serve(() => ({ status: 200, body: session('enrolment') }));
    const router = renderLogin();
    fill(/^Email/, 'manager@example.edu');
    fill(/^Password/, 'Demo-pass1!');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/second-factor'));
    expect(router.state.location.search).toBe('?next=%2Fconsole%2Fsites%2Fnorthfield%2Factivity');
  });
});
