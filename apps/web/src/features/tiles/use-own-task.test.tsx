// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnTask } from './use-own-task.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe() {
  return <p>{useOwnTask() ? 'tile' : 'placeholder'}</p>;
}

describe('useOwnTask', () => {
  it('renders the placeholder first and the tile in a task of its own', async () => {
    vi.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(() => void vi.runOnlyPendingTimers());
    expect(screen.getByText('tile')).toBeTruthy();
  });

  it('leaves no task behind when the page goes before the tile renders', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Probe />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
