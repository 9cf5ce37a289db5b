// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_MESSAGES } from '@commons/domain';
import { LoginPanel, type LoginMode } from './login-panel.tsx';
import { answers, renderWithQueries, SITE_ID } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Panel() {
  const [mode, setMode] = useState<LoginMode>('login');
  return <LoginPanel siteId={SITE_ID} mode={mode} onModeChange={setMode} onLoggedIn={vi.fn()} />;
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe('LoginPanel', () => {
  it('toggles between logging in and asking for a reset link, the e-mail field taking the focus', () => {
    answers();
    renderWithQueries(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('checks the address before asking the server, then shows its answer in a status', async () => {
    const { fetch, sentBody } = answers({ status: 200, body: { msg: RESET_MESSAGES.linkSent } });
    renderWithQueries(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    send();
    await screen.findByText('An email address is required', { selector: '.form-field__error' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(email(), { target: { value: 'avery@northfield.example.edu' } });
    send();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(RESET_MESSAGES.linkSent));
    expect(sentBody()).toEqual({ site_id: SITE_ID, email: 'avery@northfield.example.edu' });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/v1/customer/request_password_reset');
  });

  it("shows the server's message when too many links were asked for", async () => {
    answers({ status: 429, body: { status: 'error', msg: 'Too many password reset requests. Please wait an hour and try again.' } });
    renderWithQueries(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(email(), { target: { value: 'avery@northfield.example.edu' } });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many password reset requests. Please wait an hour and try again.'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
