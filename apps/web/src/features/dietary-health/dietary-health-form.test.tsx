// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@commons/contract';
import { DIETARY_QUESTIONS, DIETARY_TEXTS } from '@commons/domain';
import { notify } from '@commons/ui/toast.ts';
import { DietaryHealthForm } from './dietary-health-form.tsx';
import { DIETARY_UI_TEXTS } from './dietary-texts.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const SITE_ID = 4;
const ZONE = 'America/New_York';
/** 11 p.m. on the 24th in New York is already the 25th in UTC. */
const NOW = new Date('2026-11-25T04:00:00Z');
const customer: Customer = {
  id: 41,
  first_name: 'Demo',
  last_name: 'Student',
  student_id: 'NO0000001',
  email: 'demo@northfield.example.edu',
  phone: '4135550100',
  mobile: null,
  address: '1 Campus Way',
  city: 'Northfield',
  state: 'MA',
  zip: '01360',
  notify_by_text: false,
  allergens: ['Milk', 'Shellfish - Crustacean', 'Mustard'],
  contact_name: 'Jordan Student',
  contact_number: '4135550111',
  carries_epinephrine: true,
  food_insecurity: false,
  identity_locked: false,
};

function reply(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent: () => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown> };
}

const ui = (who: Customer | null) => (
  <>
    <h1 id="title">Form</h1>
    <DietaryHealthForm siteId={SITE_ID} timeZone={ZONE} customer={who} labelledBy="title" />
  </>
);
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
const question = (field: keyof typeof DIETARY_QUESTIONS) => screen.getByRole('radiogroup', { name: DIETARY_QUESTIONS[field] });
const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form'));
  });
};

function answerEverything() {
  for (const field of Object.keys(DIETARY_QUESTIONS) as (keyof typeof DIETARY_QUESTIONS)[]) fireEvent.click(within(question(field)).getByRole('radio', { name: 'No' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('DietaryHealthForm', () => {
  it("starts on today's date in the site's zone", () => {
    render(ui(null));
    expect(screen.getByLabelText<HTMLInputElement>(/^Date/).value).toBe('2026-11-24');
  });

  it("fills a logged-in customer's name, e-mail, allergens and epinephrine answer", () => {
    render(ui(customer));
    expect(textbox('Name').value).toBe('Demo Student');
    expect(textbox('Email').value).toBe('demo@northfield.example.edu');
    const allergies = group('Allergies');
    for (const name of ['Milk', 'Shellfish', 'Other (Please specify)']) expect(within(allergies).getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(true);
    expect(within(allergies).getByRole<HTMLInputElement>('checkbox', { name: 'Peanuts' }).checked).toBe(false);
    expect(textbox('Other allergies').value).toBe('Mustard');
    expect(within(question('carries_epinephrine')).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    expect(within(question('epipen')).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('fills only what the visitor left empty when the session answers late', () => {
    const { rerender } = render(ui(null));
    fireEvent.change(textbox('Name'), { target: { value: 'Dee Student' } });
    fireEvent.click(within(group('Allergies')).getByRole('checkbox', { name: 'Egg' }));
    rerender(ui(customer));
    expect(textbox('Name').value).toBe('Dee Student');
    expect(textbox('Email').value).toBe('demo@northfield.example.edu');
    const allergies = group('Allergies');
    expect(within(allergies).getByRole<HTMLInputElement>('checkbox', { name: 'Egg' }).checked).toBe(true);
    expect(within(allergies).getByRole<HTMLInputElement>('checkbox', { name: 'Milk' }).checked).toBe(false);
  });

  it('names every missing answer on an empty submit, announces them and focuses the first', async () => {
    const { fetch } = reply(200, {});
    render(ui(null));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '' } });
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    const date = screen.getByLabelText(/^Date/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(date);
    const alert = screen.getByRole('alert').textContent ?? '';
    for (const message of [DIETARY_TEXTS.dateRequired, DIETARY_TEXTS.nameRequired, DIETARY_TEXTS.emailRequired, DIETARY_TEXTS.allergenRequired, DIETARY_TEXTS.answerRequired, DIETARY_TEXTS.consentRequired]) {
      expect(alert).toContain(message);
    }
    expect(question('celiac').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Other allergies' })).toBeNull();
  });

  it('names a missing Other allergies with the rest, in the form\'s order', async () => {
    reply(200, {});
    render(ui(null));
    fireEvent.click(within(group('Allergies')).getByRole('checkbox', { name: 'Other (Please specify)' }));
    await submit();
    await waitFor(() => expect(textbox('Other allergies').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toMatch(new RegExp(`^${DIETARY_TEXTS.nameRequired} ${DIETARY_TEXTS.emailRequired} ${DIETARY_TEXTS.otherRequired} ${DIETARY_TEXTS.answerRequired}`));
    expect(document.activeElement).toBe(textbox('Name'));
    expect(screen.getByRole('checkbox', { name: /I agree/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for Other allergies once Other is ticked, and focuses them', async () => {
    const { fetch } = reply(200, {});
    render(ui(customer));
    answerEverything();
    expect(textbox('Other allergies').value).toBe('Mustard');
    fireEvent.change(textbox('Other allergies'), { target: { value: '' } });
    fireEvent.click(within(group('Allergies')).getByRole('checkbox', { name: 'Other (Please specify)' }));
    expect(screen.queryByRole('textbox', { name: 'Other allergies' })).toBeNull();
    fireEvent.click(within(group('Allergies')).getByRole('checkbox', { name: 'Other (Please specify)' }));
    await submit();
    await waitFor(() => expect(textbox('Other allergies').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(textbox('Other allergies'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the answers as text, thanks the visitor and starts over', async () => {
    const { sent } = reply(200, { msg: DIETARY_TEXTS.success });
    render(ui(customer));
    answerEverything();
    await submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(DIETARY_TEXTS.success));
    expect(sent()).toMatchObject({
      site_id: SITE_ID,
      date: '2026-11-24',
      name: 'Demo Student',
      allergens: ['Milk', 'Shellfish', 'Other (Please specify)'],
      other_allergies: 'Mustard',
      carries_epinephrine: 'false',
      celiac: 'false',
      consent: 'true',
    });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /I agree/ }).checked).toBe(false);
    expect(within(question('celiac')).queryByRole('radio', { checked: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(DIETARY_TEXTS.success)).toBeNull();
  });

  it("sends once however often Submit is pressed meanwhile, saying 'Sending...'", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(ui(customer));
    answerEverything();
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await submit();
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(JSON.stringify({ msg: DIETARY_TEXTS.success }), { status: 200 })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(DIETARY_TEXTS.success));
  });

  it('keeps what was typed and says so in a toast when the server fails', async () => {
    reply(500, { status: 'error', msg: 'Internal Server Error' });
    render(ui(customer));
    answerEverything();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(DIETARY_UI_TEXTS.sendFailed, 'error'));
    expect(textbox('Name').value).toBe('Demo Student');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /I agree/ }).checked).toBe(true);
  });

  it("puts the server's field errors on their fields", async () => {
    reply(400, { status: 'error', msg: 'Invalid request.', errors: { name: DIETARY_TEXTS.nameCharacters } });
    render(ui(customer));
    answerEverything();
    await submit();
    await waitFor(() => expect(textbox('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(textbox('Name'));
    expect(screen.getByRole('alert').textContent).toContain(DIETARY_TEXTS.nameCharacters);
    expect(notify).not.toHaveBeenCalled();
  });
});
