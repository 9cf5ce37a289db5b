// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BalanceCounters } from './balance-counters.tsx';
import { BLOCK_225 as plan, TRACKER_SETTINGS } from './testing/balance-tracker-test-data.ts';

const remaining = { cents: 123_456, swipes: 42 };

function motionPreference(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: isReduced, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** The figures drawn on screen (hidden from screen readers), dollars then swipes. */
const drawn = () => Array.from(document.querySelectorAll('.balance-counter__figure')).map((figure) => figure.textContent);
/** The figures screen readers get. */
const spoken = () => Array.from(document.querySelectorAll('.balance-counter__value .visually-hidden')).map((figure) => figure.textContent);

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the balance counters (docs/product/purchase.md#balance-tracker)', () => {
  it('count up over 2 s, the dollars after 1 s and the swipes after 1.5 s', async () => {
    motionPreference(false);
    render(<BalanceCounters plan={plan} remaining={remaining} settings={TRACKER_SETTINGS} />);
    expect(drawn()).toEqual(['$0.00', '0']);
    await advance(990);
    expect(drawn()).toEqual(['$0.00', '0']);
    await advance(500); // 1.49 s: the dollars are half a second in, the swipes not started
    const [dollars, swipes] = drawn();
    expect(dollars).not.toBe('$0.00');
    expect(dollars).not.toBe('$1,234.56');
    expect(swipes).toBe('0');
    await advance(1_550); // 3.04 s: the dollars are done
    expect(drawn()[0]).toBe('$1,234.56');
    expect(drawn()[1]).not.toBe('42');
    await advance(500); // 3.54 s: the swipes are done
    expect(drawn()).toEqual(['$1,234.56', '42']);
  });

  it('give screen readers the final figures only, from the start', async () => {
    motionPreference(false);
    render(<BalanceCounters plan={plan} remaining={remaining} settings={TRACKER_SETTINGS} />);
    expect(spoken()).toEqual(['$1,234.56', '42']);
    for (const figure of document.querySelectorAll('.balance-counter__figure')) expect(figure.getAttribute('aria-hidden')).toBe('true');
    await advance(1_200);
    expect(spoken()).toEqual(['$1,234.56', '42']);
  });

  it('show the final figures at once when the visitor asked for less motion', () => {
    motionPreference(true);
    render(<BalanceCounters plan={plan} remaining={remaining} settings={TRACKER_SETTINGS} />);
    expect(drawn()).toEqual(['$1,234.56', '42']);
  });

  it('show neither when both settings are off, and say so when the plan has nothing to count', () => {
    motionPreference(true);
    const off = { ...TRACKER_SETTINGS, balance_tracker_dollars: false, balance_tracker_swipes: false };
    const { container, rerender } = render(<BalanceCounters plan={plan} remaining={remaining} settings={off} />);
    expect(container.textContent).toBe('');
    rerender(<BalanceCounters plan={{ ...plan, swipes: 0, declining_balance_cents: 0 }} remaining={{ cents: 0, swipes: 0 }} settings={TRACKER_SETTINGS} />);
    expect(screen.getByText('This plan has no dining dollars or meal swipes to count down.')).toBeTruthy();
  });
});
