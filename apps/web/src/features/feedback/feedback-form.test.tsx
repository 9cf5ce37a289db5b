// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TEXTS } from '@commons/domain';
import { notify } from '@commons/ui/toast.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { DISMISS_SUCCESS } from '../../ui/form/form-success-alert.tsx';
import { FEEDBACK_UI_TEXTS } from './feedback-texts.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

// The real widget solves in workers, which jsdom has not: a checkbox that "solves" when checked,
// and starts over on a new round, as the widget does.
vi.mock('./altcha-widget.tsx', async () => {
  const { useEffect, useRef, useState } = await import('react');
  return {
    AltchaWidget: function FakeWidget(props: { challenge: { id: string }; round: number; onStateChange: (state: string, payload: string | null) => void; describedBy?: string; isInvalid: boolean }) {
      const { challenge, round, onStateChange, describedBy, isInvalid } = props;
      const [checked, setChecked] = useState(false);
      const shownRound = useRef(round);
      useEffect(() => {
        if (shownRound.current === round) return;
        shownRound.current = round;
        setChecked(false);
        onStateChange('unverified', null);
      }, [round, onStateChange]);
      return (
        <label>
          <input
            type="checkbox"
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            checked={checked}
            onChange={() => {
              setChecked(true);
              onStateChange('verified', `solved-${challenge.id}`);
            }}
          />
          {"I'm not a robot"}
        </label>
      );
    },
  };
});

const SITE_ID = 1;
const LOCATIONS = [
  { id: 11, name: 'North Tower Dining' },
  { id: 12, name: 'Westside Grill' },
];

type Reply = { status: number; body: unknown };
let challenges = 0;
let submitReplies: Reply[] = [];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const reply: Reply = url.startsWith('/v1/captcha/challenge')
    ? { status: 200, body: { kind: 'altcha', challenge: { id: `c${(challenges += 1)}`, parameters: {} } } }
    : (submitReplies.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } });
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
});
const posts = () => fetchMock.mock.calls.filter(([url]) => url === '/v1/feedback/submit');
const sent = (index = 0): unknown => JSON.parse(String(posts()[index]?.[1]?.body));

beforeEach(() => {
  challenges = 0;
  submitReplies = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  vi.mocked(notify).mockClear();
});

function renderForm(locations = LOCATIONS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackForm siteId={SITE_ID} locations={locations} name="Feedback" />
    </QueryClientProvider>,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const errorText = (text: string) => screen.queryByText(text, { selector: '.form-field__error' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const robot = () => screen.findByRole('checkbox', { name: "I'm not a robot" });

async function fillValid() {
  type(textbox('First Name'), 'Avery');
  type(textbox('Last Name'), 'Lee');
  type(textbox('Email'), 'avery@northfield.example.edu');
  type(screen.getByRole('combobox', { name: 'Dining Location' }), '12');
  fireEvent.click(screen.getByRole('radio', { name: 'Off Campus' }));
  type(screen.getByRole('combobox', { name: 'I am a' }), 'Graduate');
  type(textbox('Comments'), 'The soup was great.');
  fireEvent.click(await robot());
}

describe('FeedbackForm', () => {
  it('asks for every required field in the contract’s words, the captcha’s too, and sends nothing', async () => {
    renderForm();
    await robot();
    submit();
    await waitFor(() => expect(errorText(FEEDBACK_TEXTS.captchaMissing)).not.toBeNull());
    for (const message of [FEEDBACK_TEXTS.locationRequired, FEEDBACK_TEXTS.residenceRequired, FEEDBACK_TEXTS.customerTypeRequired, FEEDBACK_TEXTS.commentsRequired]) {
      expect(errorText(message), message).not.toBeNull();
    }
    expect(textbox('First Name').getAttribute('aria-invalid')).toBe('true');
    const captcha = await robot();
    const described = (captcha.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([FEEDBACK_UI_TEXTS.captchaHint, FEEDBACK_TEXTS.captchaMissing]);
    expect(captcha.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Verification' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(FEEDBACK_TEXTS.captchaMissing);
    await waitFor(() => expect(document.activeElement).toBe(textbox('First Name')));
    expect(posts()).toHaveLength(0);
  });

  it('asks for no location when the site offers none', async () => {
    renderForm([]);
    await robot();
    expect(screen.queryByRole('combobox', { name: 'Dining Location' })).toBeNull();
  });

  it('sends the body, then resets the form and the captcha and shows the dismissible success alert', async () => {
    submitReplies = [{ status: 200, body: { msg: 'Feedback sent.' } }];
    renderForm();
    await fillValid();
    submit();
    await waitFor(() => expect(screen.getByText(FEEDBACK_TEXTS.success)).toBeTruthy());
    expect(sent()).toEqual({
      site_id: SITE_ID,
      first_name: 'Avery',
      last_name: 'Lee',
      email: 'avery@northfield.example.edu',
      student_id: '',
      location: 12,
      customer_residence: 'Off Campus',
      customer_type: 'Graduate',
      comments: 'The soup was great.',
      offers: 'false',
      birthday: '',
      captcha: 'solved-c1',
    });
    const status = screen.getByText(FEEDBACK_TEXTS.success).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect((textbox('First Name') as HTMLInputElement).value).toBe('');
    expect((textbox('Comments') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(challenges).toBe(2));
    expect(((await robot()) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(status as HTMLElement).getByRole('button', { name: DISMISS_SUCCESS }));
    expect(screen.queryByText(FEEDBACK_TEXTS.success)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox('First Name')));
  });

  it("puts the server's field errors on their fields and asks for the captcha again", async () => {
    submitReplies = [{ status: 400, body: { status: 'error', msg: 'Invalid request.', errors: { captcha: FEEDBACK_TEXTS.captchaFailed } } }];
    renderForm();
    await fillValid();
    submit();
    await waitFor(() => expect(errorText(FEEDBACK_TEXTS.captchaFailed)).not.toBeNull());
    expect(notify).not.toHaveBeenCalled();
    expect((textbox('First Name') as HTMLInputElement).value).toBe('Avery');
    await waitFor(() => expect(challenges).toBe(2));
    // The widget starts over: the server's message stays until the new puzzle is solved.
    expect(((await robot()) as HTMLInputElement).checked).toBe(false);
    expect(errorText(FEEDBACK_TEXTS.captchaFailed)).not.toBeNull();
    expect(errorText(FEEDBACK_TEXTS.captchaMissing)).toBeNull();
    fireEvent.click(await robot());
    await waitFor(() => expect(errorText(FEEDBACK_TEXTS.captchaFailed)).toBeNull());
  });

  it('keeps the solved captcha when the server blames another field (it checks the captcha last)', async () => {
    submitReplies = [
      { status: 400, body: { status: 'error', msg: FEEDBACK_TEXTS.locationUnknown, errors: { location: FEEDBACK_TEXTS.locationUnknown } } },
      { status: 200, body: { msg: 'Feedback sent.' } },
    ];
    renderForm();
    await fillValid();
    submit();
    await waitFor(() => expect(errorText(FEEDBACK_TEXTS.locationUnknown)).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Dining Location' })));
    expect(((await robot()) as HTMLInputElement).checked).toBe(true);
    expect(challenges).toBe(1);
    type(screen.getByRole('combobox', { name: 'Dining Location' }), '11');
    submit();
    await waitFor(() => expect(screen.getByText(FEEDBACK_TEXTS.success)).toBeTruthy());
    expect(sent(1)).toMatchObject({ location: 11, captcha: 'solved-c1' });
  });

  it('says a failed send in a toast and keeps what was typed', async () => {
    submitReplies = [{ status: 503, body: { status: 'error', msg: 'Service unavailable.' } }];
    renderForm();
    await fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(FEEDBACK_UI_TEXTS.sendFailed, 'error'));
    expect((textbox('Comments') as HTMLTextAreaElement).value).toBe('The soup was great.');
    expect(screen.queryByText(FEEDBACK_TEXTS.success)).toBeNull();
  });

  it('shows three rows of comments to start', async () => {
    renderForm();
    await robot();
    expect((textbox('Comments') as HTMLTextAreaElement).rows).toBe(3);
  });
});
