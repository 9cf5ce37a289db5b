// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { SurveysPage, SURVEYS_FAILED_TEXT } from './surveys-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = { id: 9, name: 'Northfield University', slug: 'northfield' } as Site;
const section = { id: 4, name: 'Surveys', slug: 'surveys', show_header: true, use_banner: false, banner: null, no_robots: false } as Section;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <SurveysPage section={section} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

describe('SurveysPage', () => {
  it("says content failed to load in the spec's words when the surveys cannot be fetched (docs/product/forms.md)", async () => {
    // The browser's own failure when the network is gone.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(SURVEYS_FAILED_TEXT).toBe("We're sorry, something went wrong loading this content.");
    expect(alert.textContent).toContain("We're sorry, something went wrong loading this content.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
