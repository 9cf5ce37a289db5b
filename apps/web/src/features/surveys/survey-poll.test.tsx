// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Survey } from '@commons/contract';
import { ToastHost } from '@commons/ui/toast-host.tsx';
import { SurveyPoll } from './survey-poll.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const survey: Survey = {
  id: 5,
  question: 'Pick a dessert',
  answered: null,
  choices: [
    { id: 1, choice: 'Pie', votes: 1 },
    { id: 2, choice: 'Cake', votes: 1 },
    { id: 3, choice: 'Fruit', votes: 1 },
  ],
};

function renderPoll(shown: Survey) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SurveyPoll survey={shown} siteId={9} headingLevel={2} />
      <ToastHost />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('SurveyPoll', () => {
  it('offers the choices as a radio group named by the question, with Vote Now', () => {
    renderPoll(survey);
    const group = screen.getByRole('radiogroup', { name: 'Pick a dessert' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Vote Now' })).toBeTruthy();
  });

  it('shows an answered survey as results adding up to 100, the answer marked in words', () => {
    renderPoll({ ...survey, answered: 2 });
    expect(screen.queryByRole('button', { name: 'Vote Now' })).toBeNull();
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['34', '33', '33']);
    expect(meters[1]?.getAttribute('aria-valuetext')).toBe('33%');
    const chosen = screen.getAllByRole('listitem')[1];
    expect(chosen?.textContent).toContain('Your answer');
    expect(screen.getAllByRole('listitem')[0]?.textContent).not.toContain('Your answer');
    expect(screen.getByText('3 votes in all')).toBeTruthy();
  });

  it('asks for a choice before sending anything', () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderPoll(survey);
    fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer first.');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pie' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the vote and says thank you in a toast; the results come with the answered survey', async () => {
    const fetch = answer(200, { survey: { ...survey, answered: 3 } });
    vi.stubGlobal('fetch', fetch);
    renderPoll(survey);
    fireEvent.click(screen.getByRole('radio', { name: 'Fruit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
    const thanks = await screen.findByText('Thank you for voting!');
    expect(thanks.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/surveys/answer');
    expect(JSON.parse(String(init.body))).toEqual({ survey_id: 5, choice_id: 3, choice: 'Fruit', site_id: 9 });
  });

  it("shows the server's refusal of a second vote", async () => {
    vi.stubGlobal('fetch', answer(409, { status: 'error', msg: 'You have already answered this survey.' }));
    renderPoll(survey);
    fireEvent.click(screen.getByRole('radio', { name: 'Cake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already answered this survey.'));
  });

  it('tells the visitor when the vote could not be sent', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderPoll(survey);
    fireEvent.click(screen.getByRole('radio', { name: 'Pie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your vote could not be sent. Please check your connection and try again.'));
    expect(screen.getByRole('button', { name: 'Vote Now' })).toBeTruthy();
  });
});
