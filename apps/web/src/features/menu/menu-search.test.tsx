// @vitest-environment jsdom
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@commons/contract';
import { MenuSearchForm, MenuSearchResults } from './menu-search.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const results: SearchResult[] = [
  { date: '2026-03-09', location_id: 3, period_id: 2, period_name: 'Lunch', items: [{ id: 11, name: 'Tomato Soup' }, { id: 12, name: 'Tomato Basil Soup' }] },
  { date: '2026-03-12', location_id: 3, period_id: 4, period_name: 'Dinner', items: [{ id: 11, name: 'Tomato Soup' }] },
];

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The form and the results sharing the searched phrase, as the menu viewer does through the address. */
function Harness({ onOpen }: { onOpen: (result: SearchResult) => void }) {
  const [phrase, setPhrase] = useState('');
  return (
    <>
      <MenuSearchForm phrase={phrase} locationName="Founders Hall" onSearch={setPhrase} />
      <MenuSearchResults siteId={7} locationId={3} today="2026-03-08" phrase={phrase} onOpen={onOpen} onClear={() => setPhrase('')} />
    </>
  );
}

function renderSearch(fetch: (input: string) => Promise<Response>) {
  const fetchMock = vi.fn(fetch);
  vi.stubGlobal('fetch', fetchMock);
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return { fetchMock, onOpen };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the menus of the next 10 days' });
function searchFor(text: string) {
  fireEvent.change(searchBox(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('menu search', () => {
  it('is a search landmark with a labelled box, the spec placeholder, the location as its description and a Search button', () => {
    renderSearch(async () => answer(200, { search_results: [] }));
    expect(screen.getByRole('search', { name: 'Menu search' })).toBeTruthy();
    const box = searchBox() as HTMLInputElement;
    expect(box.placeholder).toBe('Search upcoming menus');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('at Founders Hall');
    expect(box.maxLength).toBe(100);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing for blank text or text without a word in it', () => {
    const { fetchMock } = renderSearch(async () => answer(200, { search_results: [] }));
    searchFor('   ');
    searchFor('!?-');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('searches the next 10 days from today for the trimmed phrase, saying so while it waits', async () => {
    let reply: (response: Response) => void = () => undefined;
    const { fetchMock } = renderSearch(() => new Promise<Response>((resolve) => (reply = resolve)));
    searchFor('  tomato soup ');
    expect(within(screen.getByRole('status')).getByText('Searching upcoming menus…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/v1/location/menu_search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ site_id: '7', location_id: '3', date: '2026-03-08', days: '10', phrase: 'tomato soup' });

    reply(answer(200, { search_results: results }));
    expect(await screen.findByText('We found items matching your search on the following dates:')).toBeTruthy();
  });

  it('lists each matching date and period with its items and a See the menu button that opens it', async () => {
    const { onOpen } = renderSearch(async () => answer(200, { search_results: results }));
    searchFor('tomato');
    const list = await screen.findByRole('list', { name: 'Search results for tomato' });
    expect(within(screen.getByRole('status')).getByText('We found items matching your search on the following dates:')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Monday, March 9, 2026, Lunch', 'Thursday, March 12, 2026, Dinner']);
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('The first result is listed');
    expect(within(first).getByRole('list').textContent).toBe('Tomato SoupTomato Basil Soup');

    const buttons = within(list).getAllByRole('button', { name: 'See the menu' });
    expect(buttons).toHaveLength(2);
    // Each button is described by its result's heading, so "See the menu" is not ambiguous.
    expect(document.getElementById(buttons[1]?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Thursday, March 12, 2026, Dinner');
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(results[1]);
  });

  it("says when nothing matches, in the spec's words", async () => {
    renderSearch(async () => answer(200, { search_results: [] }));
    searchFor('lobster');
    expect(await screen.findByText("Sorry, we didn't find any menus that match your search.")).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'See the menu' })).toBeNull();
  });

  it('says when the search failed', async () => {
    renderSearch(async () => answer(500, { status: 'error', msg: 'Something went wrong.' }));
    searchFor('soup');
    expect(await screen.findByText('Sorry, something went wrong with the search. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('Clear search empties the box and the results', async () => {
    renderSearch(async () => answer(200, { search_results: results }));
    searchFor('tomato');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('list', { name: /Search results/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows the phrase from the address in the box when it changes there', () => {
    const { rerender } = render(<MenuSearchForm phrase="" locationName="Founders Hall" onSearch={vi.fn()} />);
    fireEvent.change(searchBox(), { target: { value: 'half typed' } });
    rerender(<MenuSearchForm phrase="pancakes" locationName="Founders Hall" onSearch={vi.fn()} />);
    expect((searchBox() as HTMLInputElement).value).toBe('pancakes');
  });
});
