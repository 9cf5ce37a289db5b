// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaWidget } from './recaptcha-widget.tsx';

afterEach(cleanup);

/** Google's API as far as the page uses it: a checkbox that passes when ticked. */
function fakeGrecaptcha() {
  const rendered: { sitekey: string; callback: (token: string) => void; expired: () => void }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => {
      rendered.push({ sitekey: parameters.sitekey, callback: parameters.callback, expired: parameters['expired-callback'] });
      container.textContent = 'reCAPTCHA checkbox';
      return 7;
    }),
    reset: vi.fn(),
  };
  return { api, rendered };
}

describe('RecaptchaWidget', () => {
  it("renders Google's checkbox with the site key, and reports its token, then '' when it expires", async () => {
    const { api, rendered } = fakeGrecaptcha();
    const onToken = vi.fn();
    render(<RecaptchaWidget siteKey="site-key-1" round={0} onToken={onToken} failedText="Failed." load={() => Promise.resolve(api)} />);
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]?.sitekey).toBe('site-key-1');
    rendered[0]?.callback('token-abc');
    expect(onToken).toHaveBeenLastCalledWith('token-abc');
    rendered[0]?.expired();
    expect(onToken).toHaveBeenLastCalledWith('');
  });

  it('starts over on a new round', async () => {
    const { api, rendered } = fakeGrecaptcha();
    const onToken = vi.fn();
    const load = () => Promise.resolve(api);
    const { rerender } = render(<RecaptchaWidget siteKey="k" round={0} onToken={onToken} failedText="Failed." load={load} />);
    await waitFor(() => expect(rendered).toHaveLength(1));
    rerender(<RecaptchaWidget siteKey="k" round={1} onToken={onToken} failedText="Failed." load={load} />);
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(onToken).toHaveBeenLastCalledWith('');
  });

  it('says so when Google cannot be reached', async () => {
    render(<RecaptchaWidget siteKey="k" round={0} onToken={vi.fn()} failedText="The verification could not be shown." load={() => Promise.reject(new Error('offline'))} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The verification could not be shown.');
  });
});
