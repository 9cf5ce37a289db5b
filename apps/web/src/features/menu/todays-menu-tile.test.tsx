// @vitest-environment jsdom
import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site, TodaysMenuLocation } from '@commons/contract';
import { menuQueries } from './queries.ts';
import { TodaysMenuTile } from './todays-menu-tile.tsx';

afterEach(cleanup);

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Dish ${i + 1}`, calories: 100 + i }));
const site = (displayCal: boolean) =>
  ({
    id: 7,
    slug: 'northfield',
    display_cal: displayCal,
    section_list: [{ id: 1, name: 'Menus', slug: 'menus', master_slug: 'whats-on-the-menu', is_url: false, url: null, microsite_landing: false, has_page: true, sort_order: 1, nodes: [] }],
  }) as unknown as Site;

function renderTile(locations: TodaysMenuLocation[], displayCal = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(menuQueries.todays(7).queryKey, { locations });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={null}>
          <TodaysMenuTile site={site(displayCal)} />
        </Suspense>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Today's Menu tile", () => {
  it("lists a station's items with calories and links to the full menu from 10 items on", async () => {
    renderTile([{ id: 3, name: 'Commons', periods: [{ id: 2, name: 'Lunch', stations: [{ id: 9, name: 'Grill', items: items(12) }] }] }]);
    const tile = await screen.findByRole('region', { name: "Today's Menu" });
    const list = within(tile).getByRole('list', { name: 'Grill items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('Dish 1100 calories');
    const more = within(tile).getByRole('link', { name: 'More items at Grill' });
    expect(more.getAttribute('href')).toBe('/northfield/menus?location=3&period=2');
  });

  it('has no link under 10 items and no calories when the site hides them', async () => {
    renderTile([{ id: 3, name: 'Commons', periods: [{ id: 2, name: 'Lunch', stations: [{ id: 9, name: 'Grill', items: items(9) }] }] }], false);
    const tile = await screen.findByRole('region', { name: "Today's Menu" });
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(tile.textContent).not.toContain('calories');
  });

  it('renders nothing without a menu today', () => {
    const { container } = renderTile([{ id: 3, name: 'Commons', periods: [{ id: 2, name: 'Lunch', stations: [{ id: 9, name: 'Grill', items: [] }] }] }]);
    expect(container.textContent).toBe('');
  });
});
