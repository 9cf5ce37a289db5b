// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { HelpPage } from './help-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = { id: 9, name: 'Northfield University', slug: 'northfield' } as Site;
const section = { id: 4, name: 'Get Answers Now', slug: 'get-answers-now', show_header: true, use_banner: false, banner: null, no_robots: false } as Section;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/northfield/get-answers-now', element: <HelpPage section={section} /> }], { initialEntries: ['/northfield/get-answers-now'] });
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <RouterProvider router={router} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('HelpPage', () => {
  it("says content failed to load in the spec's words (docs/product/forms.md)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We're sorry, something went wrong loading this content.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when a site has no questions, and a blank search does nothing', async () => {
    const fetch = answering({ questions: [] });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await screen.findByText('There are no help questions yet. Please check back soon.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('heading', { name: /Results for/ })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
