// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDING_HELP, contrastMessage, IDENTITY_HELP, type SettingsGroup, type SiteSettingsAnswer } from '@commons/contract/console';
import { contrastRatio } from '@commons/domain';
import { contrastVerdict } from './contrast-check.tsx';
import { GroupForm } from './group-form.tsx';

const answer = (version = 3, name = 'Northfield University'): SiteSettingsAnswer => ({
  site: { id: 1, slug: 'northfield', name, status: 'published', version },
  last_change: null,
  settings: {
    identity: {
      name,
      slug: 'northfield',
      url: 'https://www.northfield.example.edu',
      email: 'dining@northfield.example.edu',
      display_email: true,
      forms_email: null,
      address: { street: '100 Commons Way', city: 'Northfield', state: 'MA', zip_code: '01360' },
      phone: '4135550142',
      phone_ext: '12',
      coordinates: { lat: 42.6958, lon: -72.4531 },
      time_zone: 'America/New_York',
    },
    branding: { brand_color: '#0b3d91', text_color: '#ffffff', logo_alt_text: null, link_to_school: true, interim_ui: false, extra_nav: true },
    home: { tiles: ['whats_open', 'hours', 'news'], display_landing_modal: false, landing_modal_copy: null, carousel_control: true, club_eats_week: false, show_map_tile: true, show_closed_locations: false, youtube_video_id: null, vimeo_video_id: null, dining_map_alt_text: null, dining_map_url: null },
    menus: { display_cal: true, display_allergens: true, allergen_filter: true, avoiding_gluten: false, pork_icon: false, sodium_warning: false, balanced_u_icon: false, howgood_icons: false, howgood_icons_new: false, legacy_menus: false, webtrition_search: true, location_images: true },
    features: { customer_login: true, customer_login_text: 'Student Login', allergen_card: false, food_insecurity: false, food_insecurity_text: null, meal_plan_subscriptions: false, coffee_subscription: false, weekly_mpp_subscriptions: false, notifications: false, recharge: false, show_on_the_go: false },
    social: { facebook: 'NorthfieldDining', x: null, pinterest: null, instagram: null, youtube: null, flickr: null, vimeo: null, tiktok: null, snapchat: 'nfsnaps' },
    footer: { accessibility_link: false, accessibility_url: null, use_unit_accessibility_link: false, unit_accessibility_url: null, unit_accessibility_text: null, use_unit_accessibility_statement: false, unit_accessibility_statement_url: null, unit_accessibility_statement_text: null, events_published: true, mobile_ios_url: null, mobile_android_url: null, mobile_app_link: null },
    shop_and_script: { shop_link: null, use_script: false, script_url: null },
  },
  pictures: { logo: null, landing_modal: null, dining_map: null },
});

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The save call answered by `reply`; answers the bodies sent. */
function serve(reply: (body: Record<string, unknown>) => Reply) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return json(reply(body));
    }),
  );
  return sent;
}

function renderGroup(group: SettingsGroup, onReload: () => Promise<SiteSettingsAnswer | null> = async () => null) {
  const onSaved = vi.fn();
  render(
    <>
      <h1 id="heading">Group</h1>
      <GroupForm siteId={1} group={group} answer={answer()} onSaved={onSaved} onReload={onReload} labelledBy="heading" />
    </>,
  );
  return { onSaved };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contrast check', () => {
  it('says the ratio of a pair, rounded down, and whether it reaches WCAG AA', () => {
    expect(contrastVerdict('#0b3d91', '#ffffff')).toMatchObject({ isReadable: true });
    expect(contrastVerdict('#0b3d91', '#ffffff')?.message).toMatch(/^Contrast ratio \d+\.\d\d:1: readable/);
    const low = contrastVerdict('#777777', '#ffffff');
    expect(low).toMatchObject({ isReadable: false, message: 'Contrast ratio 4.47:1: too low to save (WCAG AA needs at least 4.5:1).' });
    expect(contrastMessage(contrastRatio('#777777', '#ffffff'))).toContain('4.47:1');
    expect(contrastVerdict('#12', '#ffffff')).toBeNull();
  });

  it('follows the colours as they are typed, and refuses to send a pair under 4.5:1, on the text colour, focused', async () => {
    const sent = serve(() => ({ status: 200, body: answer(4) }));
    renderGroup('branding');
    const text = screen.getByLabelText(/^Text colour/);
    expect(descriptionOf(text)).toContain(BRANDING_HELP.text_color);
    expect(screen.getByRole('status').textContent).toMatch(/^Contrast ratio .*readable/);

    type(/^Brand colour/, '#777777');
    expect(screen.getByRole('status').textContent).toBe('Contrast ratio 4.47:1: too low to save (WCAG AA needs at least 4.5:1).');
    await save();
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(text)).toContain(contrastMessage(contrastRatio('#777777', '#ffffff')));
    expect(document.activeElement).toBe(text);
    expect(sent).toEqual([]);

    type(/^Text colour/, '#000000');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ brand_color: '#777777', text_color: '#000000', version: 3 });
  });
});

describe("a group's save", () => {
  it('puts the server’s field errors on their fields and focuses the first', async () => {
    serve(() => ({ status: 400, body: { status: 'error', msg: 'Check the marked fields.', errors: { slug: 'Another site already has this slug.', 'address.city': 'Enter the city.' } } }));
    renderGroup('identity');
    expect(descriptionOf(screen.getByLabelText(/^Site name/))).toBe(IDENTITY_HELP.name);
    await save();
    const slug = screen.getByLabelText(/^Slug/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(slug)).toContain('Another site already has this slug.');
    expect(descriptionOf(screen.getByLabelText(/^City/))).toContain('Enter the city.');
    expect(document.activeElement).toBe(slug);
  });

  it('sends an empty address as none, and says Saved with the answer in the form', async () => {
    const sent = serve(() => ({ status: 200, body: answer(4, 'Northfield Dining') }));
    const { onSaved } = renderGroup('identity');
    for (const label of [/^Street/, /^City/, /^State/, /^Zip code/]) type(label, '');
    type(/^Site name/, 'Northfield Dining');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ name: 'Northfield Dining', address: null, coordinates: { lat: 42.6958, lon: -72.4531 }, version: 3 });
    expect((screen.getByLabelText(/^Street/) as HTMLInputElement).value).toBe('100 Commons Way');
  });

  it('shows a 409’s message with Reload, which reads the settings again and resets the form to them', async () => {
    const message = 'Morgan Manager changed these settings at 2:05 PM. Reload to see their changes, then make yours again.';
    const sent = serve(() => ({ status: 409, body: { status: 'error', msg: message, errors: { version: message } } }));
    const onReload = vi.fn(async () => answer(5, 'Northfield College'));
    renderGroup('identity', onReload);
    type(/^Site name/, 'Mine');
    await save();
    const alert = await screen.findByText(message);
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    await waitFor(() => expect((screen.getByLabelText(/^Site name/) as HTMLInputElement).value).toBe('Northfield College'));
    expect(screen.queryByText(message)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('sends the tiles in the order they were moved to, a tile ticked going last', async () => {
    const sent = serve(() => ({ status: 200, body: answer(4) }));
    renderGroup('home');
    fireEvent.click(screen.getByRole('button', { name: 'Move News up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Survey' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hours of Operation' }));
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tiles: ['whats_open', 'news', 'survey'] });
  });
});
