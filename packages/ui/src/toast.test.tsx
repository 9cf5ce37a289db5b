// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './app-toaster.tsx';
import { dismissToasts, notify } from './toast.ts';
import { ToastHost } from './toast-host.tsx';

// The toaster's code is in the module cache before the clock is faked, so its lazy import resolves at once.
beforeAll(async () => {
  await import('./app-toaster.tsx');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Steps the fake clock until the text shows (the toaster mounts, then React reveals it), at most 1 s. */
async function untilShown(text: string) {
  for (let waited = 0; waited < 1000 && screen.queryByText(text) === null; waited += 20) await advance(20);
  return screen.getByText(text);
}

describe('toasts', () => {
  it('appear with their text at the top centre inside a polite live region, and are gone after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    render(<ToastHost />);
    expect(document.querySelector('[aria-live]')).toBeNull();

    act(() => notify('Thank you for voting!'));
    const text = await untilShown('Thank you for voting!');
    expect(text.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    const toaster = text.closest('[data-sonner-toaster]');
    expect([toaster?.getAttribute('data-y-position'), toaster?.getAttribute('data-x-position')]).toEqual(['top', 'center']);
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeTruthy();

    await advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Thank you for voting!')).toBeTruthy();
    // Past 3 s it leaves, after Sonner's 200 ms exit.
    await advance(400);
    expect(screen.queryByText('Thank you for voting!')).toBeNull();
  });

  it('shows later toasts in the same live region, a failure as an error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    render(<ToastHost />);
    act(() => notify('Your vote could not be sent.', 'error'));
    const toast = (await untilShown('Your vote could not be sent.')).closest('[data-sonner-toast]');
    expect(toast?.getAttribute('data-type')).toBe('error');
    expect(toast?.closest('[aria-live="polite"]')).not.toBeNull();
  });
});

describe('dismissing toasts', () => {
  it('takes the toasts on screen away, e.g. a failure once a retry succeeded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    render(<ToastHost />);
    act(() => notify('Your form could not be sent.', 'error'));
    await untilShown('Your form could not be sent.');
    const shownAt = Date.now();
    act(() => dismissToasts());
    // Gone well before its 3 s: within Sonner's exit (a frame, then 200 ms).
    for (let waited = 0; waited < 1000 && screen.queryByText('Your form could not be sent.') !== null; waited += 20) await advance(20);
    expect(screen.queryByText('Your form could not be sent.')).toBeNull();
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS);
  });
});
