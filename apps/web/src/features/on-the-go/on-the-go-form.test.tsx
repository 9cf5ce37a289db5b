// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@commons/contract';
import { ON_THE_GO_TEXTS } from '@commons/domain';
import { SiteContext } from '../../site/site-context.tsx';
import { notify } from '@commons/ui/toast.ts';
import { OnTheGoForm } from './on-the-go-form.tsx';
import { OnTheGoPage } from './on-the-go-page.tsx';
import { ON_THE_GO_UI_TEXTS } from './on-the-go-texts.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const SITE_ID = 1;
const OFFER = {
  location: { id: 7, name: 'Founders Grab & Go' },
  times: [
    { value: '2026-11-24T12:30', label: 'Today, 12:30 PM' },
    { value: '2026-11-24T12:45', label: 'Today, 12:45 PM' },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

function replies(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent: () => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown> };
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
};
const renderForm = (offer = OFFER, refetchOffer = vi.fn(async () => undefined)) => {
  render(
    <>
      <h1 id="title">Order</h1>
      <OnTheGoForm siteId={SITE_ID} offer={offer} isOfferError={false} refetchOffer={refetchOffer} labelledBy="title" />
    </>,
  );
  return refetchOffer;
};

function fillOrder() {
  fireEvent.change(textbox('Name'), { target: { value: 'Jordan Park' } });
  fireEvent.change(textbox('Email'), { target: { value: 'jordan.park@example.edu' } });
  fireEvent.change(textbox('Student ID'), { target: { value: 'N7654321' } });
  fireEvent.change(select('Meal plan'), { target: { value: 'Gold' } });
  fireEvent.change(select('Pick-up time'), { target: { value: '2026-11-24T12:45' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Sandwich' }));
  fireEvent.change(select('Base'), { target: { value: 'Sourdough' } });
}

describe('OnTheGoForm', () => {
  it('offers the bases of the chosen entree and clears one the new entree is not made on', () => {
    renderForm();
    expect(within(select('Base')).getAllByRole('option').map((option) => option.textContent)).toEqual([ON_THE_GO_UI_TEXTS.baseNeedsEntree]);
    fireEvent.click(screen.getByRole('radio', { name: 'Sandwich' }));
    fireEvent.change(select('Base'), { target: { value: 'Sourdough' } });
    expect(select('Base').value).toBe('Sourdough');
    fireEvent.click(screen.getByRole('radio', { name: 'Salad' }));
    expect(select('Base').value).toBe('');
    expect(within(select('Base')).getAllByRole('option').map((option) => option.textContent)).toEqual([ON_THE_GO_UI_TEXTS.basePlaceholder, 'Romaine', 'Spinach', 'Spring Mix']);
  });

  it("names the pick-up location and lets 'None' add-on stand alone", () => {
    renderForm();
    expect(screen.getByText('Pick up at Founders Grab & Go')).toBeTruthy();
    const addons = screen.getByRole('group', { name: 'Add-ons' });
    fireEvent.click(within(addons).getByRole('checkbox', { name: 'Tomato' }));
    fireEvent.click(within(addons).getByRole('checkbox', { name: 'None' }));
    expect(within(addons).getAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked).map((box) => box.value)).toEqual(['None']);
  });

  it('sends the order, thanks the visitor and starts over', async () => {
    const { sent } = replies({ status: 200, body: { msg: ON_THE_GO_TEXTS.success } });
    renderForm();
    fillOrder();
    await submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ON_THE_GO_TEXTS.success));
    expect(sent()).toMatchObject({ site_id: SITE_ID, name: 'Jordan Park', plan: 'Gold', pick_up: '2026-11-24T12:45', entree: 'Sandwich', base: 'Sourdough', protein: 'None', addons: [], other_allergies: '' });
    expect(textbox('Name').value).toBe('');
    expect(select('Pick-up time').value).toBe('');
  });

  it('asks for the times again when the chosen one has gone, and says so on the field', async () => {
    replies({ status: 400, body: { status: 'error', msg: 'Invalid request.', errors: { pick_up: ON_THE_GO_TEXTS.pickUpUnavailable } } });
    const refetch = renderForm();
    fillOrder();
    await submit();
    await waitFor(() => expect(select('Pick-up time').getAttribute('aria-invalid')).toBe('true'));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(select('Pick-up time'));
    expect(screen.getByRole('alert').textContent).toContain(ON_THE_GO_TEXTS.pickUpUnavailable);
    expect(notify).not.toHaveBeenCalled();
  });

  it('clears a chosen time that the refreshed times no longer offer, and says so on the field', () => {
    const { rerender } = render(<OnTheGoForm siteId={SITE_ID} offer={OFFER} isOfferError={false} refetchOffer={vi.fn()} labelledBy="title" />);
    fireEvent.change(select('Pick-up time'), { target: { value: '2026-11-24T12:30' } });
    rerender(<OnTheGoForm siteId={SITE_ID} offer={{ ...OFFER, times: OFFER.times.slice(1) }} isOfferError={false} refetchOffer={vi.fn()} labelledBy="title" />);
    expect(select('Pick-up time').value).toBe('');
    expect(select('Pick-up time').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ON_THE_GO_TEXTS.pickUpUnavailable)).toBeTruthy();
    fireEvent.change(select('Pick-up time'), { target: { value: '2026-11-24T12:45' } });
    expect(select('Pick-up time').hasAttribute('aria-invalid')).toBe(false);
  });

  it('cannot be sent when no pick-up time is offered, and says why', async () => {
    const { fetch } = replies();
    renderForm({ ...OFFER, times: [] });
    expect(screen.getByText(ON_THE_GO_UI_TEXTS.noPickUpTimes)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await submit();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('OnTheGoPage', () => {
  const renderPage = (site: Partial<Site>) =>
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SiteContext value={{ id: SITE_ID, slug: 'northfield', name: 'Northfield', ...site } as Site}>
            <OnTheGoPage />
          </SiteContext>
        </QueryClientProvider>
      </MemoryRouter>,
    );

  it("is the site's not-found page where the site does not show on-the-go ordering", () => {
    renderPage({ show_on_the_go: false });
    // The site's 404 page (features/not-found), not this page: no order form, and its own heading.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Sorry, we're unable to find that.");
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('loads the pick-up times, then the form', async () => {
    replies({ status: 200, body: OFFER });
    renderPage({ show_on_the_go: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('On The Go - Valentine Dining');
    expect(screen.getByText(ON_THE_GO_UI_TEXTS.pickUpLoading)).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Pick-up time' })).toBeTruthy();
  });

  it('says the site takes no orders when no location takes them', async () => {
    replies({ status: 404, body: { status: 'error', msg: ON_THE_GO_TEXTS.notOffered } });
    renderPage({ show_on_the_go: true });
    expect(await screen.findByText(ON_THE_GO_TEXTS.notOffered)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
