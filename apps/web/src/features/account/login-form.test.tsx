// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSessionQuery } from '../../site/customer-session.ts';
import { LoginForm } from './login-form.tsx';
import { answers, renderWithQueries, SITE_ID, storedCustomer } from './test-support.tsx';

// The real widget solves in workers, which jsdom has not: a checkbox that "solves" when checked.
vi.mock('../feedback/altcha-widget.tsx', async () => {
  const { useState } = await import('react');
  return {
    AltchaWidget: function FakeWidget(props: { challenge: { id: string }; onStateChange: (state: string, payload: string | null) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <label>
          <input
            type="checkbox"
            checked={checked}
            onChange={() => {
              setChecked(true);
              props.onStateChange('verified', `solved-${props.challenge.id}`);
            }}
          />
          {"I'm not a robot"}
        </label>
      );
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => document.querySelector<HTMLInputElement>('input[type="password"]')!;
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

function fill(address: string, secret: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
}

describe('LoginForm', () => {
  it("asks for an e-mail address and a password in the spec's words, without calling the server", async () => {
    const { fetch } = answers();
    renderWithQueries(<LoginForm siteId={SITE_ID} onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    logIn();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('An email address is required', { selector: '.form-field__error' })).toBeTruthy();
    expect(screen.getByText('A password is required', { selector: '.form-field__error' })).toBeTruthy();
    fill('not-an-address', 'x');
    logIn();
    await screen.findByText('Please enter a valid email address', { selector: '.form-field__error' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password in the form's alert and empties the password", async () => {
    answers({ status: 401, body: { status: 'error', msg: 'The email or password is incorrect.' } });
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm siteId={SITE_ID} onLoggedIn={onLoggedIn} onForgotPassword={vi.fn()} />);
    fill('avery@northfield.example.edu', 'Wrong-pass1!');
    logIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The email or password is incorrect.'));
    expect(password().value).toBe('');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when too many attempts were made", async () => {
    answers({ status: 429, body: { status: 'error', msg: 'Too many attempts. Please wait 15 minutes and try again.' } });
    renderWithQueries(<LoginForm siteId={SITE_ID} onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    fill('avery@northfield.example.edu', 'Demo-pass1!');
    logIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please wait 15 minutes and try again.'));
  });

  it('posts the site, the address and the password as typed, then knows the session before saying so', async () => {
    const { fetch, sentBody } = answers({ status: 200, body: { customer: storedCustomer } }, { status: 200, body: { customer: storedCustomer } });
    const onLoggedIn = vi.fn();
    const { client } = renderWithQueries(<LoginForm siteId={SITE_ID} onLoggedIn={onLoggedIn} onForgotPassword={vi.fn()} />);
    fill(' avery@northfield.example.edu ', ' Demo-pass1! ');
    logIn();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(storedCustomer));
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/customer/authenticate');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(0)).toEqual({ site_id: SITE_ID, email: 'avery@northfield.example.edu', password: ' Demo-pass1! ' });
    expect(client.getQueryData(customerSessionQuery(SITE_ID).queryKey)).toEqual({ customer: storedCustomer });
  });

  it('shows the captcha when the server asks for it, and sends its answer with the password', async () => {
    const CAPTCHA_NEEDED = 'Please complete the captcha to log in.';
    const authenticate: { status: number; body: unknown }[] = [
      { status: 400, body: { status: 'error', msg: CAPTCHA_NEEDED, errors: { captcha: CAPTCHA_NEEDED } } },
      { status: 200, body: { customer: storedCustomer } },
    ];
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      const reply = url.startsWith('/v1/captcha/challenge')
        ? { status: 200, body: { kind: 'altcha', challenge: { id: 'c1', parameters: {} } } }
        : url === '/v1/customer/authenticate'
          ? (authenticate.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } })
          : { status: 200, body: { customer: storedCustomer } };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const logins = () => fetch.mock.calls.filter(([url]) => url === '/v1/customer/authenticate').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm siteId={SITE_ID} onLoggedIn={onLoggedIn} onForgotPassword={vi.fn()} />);
    expect(screen.queryByRole('group', { name: /Verification/ })).toBeNull();

    fill('avery@northfield.example.edu', 'Demo-pass1!');
    logIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(CAPTCHA_NEEDED));
    expect(await screen.findByRole('group', { name: /Verification/ })).toBeTruthy();
    expect(screen.getByText(CAPTCHA_NEEDED, { selector: '.form-field__error' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    fireEvent.change(password(), { target: { value: 'Demo-pass1!' } });
    logIn();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(storedCustomer));
    expect(logins()).toEqual([
      { site_id: SITE_ID, email: 'avery@northfield.example.edu', password: 'Demo-pass1!' },
      { site_id: SITE_ID, email: 'avery@northfield.example.edu', password: 'Demo-pass1!', captcha: 'solved-c1' },
    ]);
  });
});
