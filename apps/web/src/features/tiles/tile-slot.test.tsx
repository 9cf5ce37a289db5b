// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Site } from '@commons/contract';
import type { TileProps } from './tile-props.ts';
import { TileSlot } from './tile-slot.tsx';

const site = { id: 9, slug: 'northfield', name: 'Northfield University' } as Site;

/** A tile whose data cannot load: it throws while rendering, as a failed suspense query does. */
const FailingTile = lazy(async () => ({
  default: (_props: TileProps) => {
    throw new Error('The tile data could not be loaded');
  },
}));

beforeAll(() => {
  // jsdom has no layout: the slot's masonry span is measured by a ResizeObserver that never reports here.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a home tile that fails', () => {
  it('keeps its title beside the failure text (docs/product/site.md#tiles)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ul>
        <TileSlot name="hours" title="Hours of Operation" Tile={FailingTile} site={site} span="one" />
      </ul>,
    );
    const tile = await screen.findByRole('region', { name: 'Hours of Operation' });
    expect(tile.querySelector('h2')?.textContent).toBe('Hours of Operation');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe("We're sorry, something went wrong.");
    expect(tile.contains(alert)).toBe(true);
  });
});
