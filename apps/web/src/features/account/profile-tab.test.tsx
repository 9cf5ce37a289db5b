// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSessionQuery } from '../../site/customer-session.ts';
import { notify } from '@commons/ui/toast.ts';
import { ProfileTab } from './profile-tab.tsx';
import { answers, renderWithQueries, SITE_ID, storedCustomer } from './test-support.tsx';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const info = { status: 200, body: { customer: storedCustomer, allergen_card: null } };
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('ProfileTab', () => {
  it('shows the stored profile, the phone in its mask, after a loading line', async () => {
    answers(info);
    renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your profile');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'First Name' })).value).toBe('Avery');
    expect(textbox('Phone Number').value).toBe('(617) 555 - 0123');
    expect(textbox('Mobile Number').value).toBe('');
    expect(textbox('State').value).toBe('MA');
  });

  it("locks the names, e-mail and student ID of an account the school's sign-in owns, and leaves the rest editable", async () => {
    answers({ status: 200, body: { customer: { ...storedCustomer, identity_locked: true }, allergen_card: null } });
    renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    await screen.findByRole('textbox', { name: 'First Name' });
    for (const name of ['First Name', 'Last Name', 'Student ID', 'Email']) {
      expect(textbox(name).readOnly).toBe(true);
      expect(screen.getByRole('textbox', { name, description: "From your school's sign-in; your dining office can correct it." })).toBeTruthy();
    }
    for (const name of ['Phone Number', 'Mobile Number', 'Address', 'City', 'State', 'Zip Code']) expect(textbox(name).readOnly).toBe(false);
  });

  it("says in the spec's words when the profile cannot be loaded, and tries again", async () => {
    answers({ status: 500, body: { status: 'error', msg: 'Something went wrong.' } }, info);
    renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We're sorry, something went wrong loading your profile.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'First Name' })).value).toBe('Avery');
  });

  it('logs the page out when the server no longer knows the session (docs/product/accounts.md)', async () => {
    answers({ status: 401, body: { status: 'error', msg: 'Please log in.' } }, { status: 200, body: { customer: null } });
    const { client } = renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    await waitFor(() => expect(client.getQueryData(customerSessionQuery(SITE_ID).queryKey)).toEqual({ customer: null }));
  });

  it("saves with the contract's names and says 'Your profle has been updated.' (the spec's spelling)", async () => {
    const saved = { ...storedCustomer, city: 'Amherst', mobile: '4135550188' };
    const { sentBody } = answers(info, { status: 200, body: { customer: saved } });
    const { client } = renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), { target: { value: 'Amherst' } });
    fireEvent.change(textbox('Mobile Number'), { target: { value: '4135550188' } });
    save();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your profle has been updated.', 'success'));
    expect(sentBody(1)).toMatchObject({ customer_id: storedCustomer.id, site_id: SITE_ID, city: 'Amherst', phone: '6175550123', mobile: '4135550188' });
    expect(client.getQueryData(customerSessionQuery(SITE_ID).queryKey)).toEqual({ customer: saved });
  });

  it("says 'Sorry, we ran into an unexpected error.' when saving fails, with the server's field errors", async () => {
    const taken = 'An account with this email address already exists.';
    answers(info, { status: 409, body: { status: 'error', msg: taken, errors: { email: taken } } });
    renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    await screen.findByRole('textbox', { name: 'City' });
    save();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Sorry, we ran into an unexpected error.', 'error'));
    await waitFor(() => expect(textbox('Email').getAttribute('aria-invalid')).toBe('true'));
  });

  it('checks the fields before saving, with the sign-up rules', async () => {
    const { fetch } = answers(info);
    renderWithQueries(<ProfileTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'First Name' }), { target: { value: '' } });
    fireEvent.change(textbox('State'), { target: { value: 'X' } });
    save();
    await screen.findByText('A first name is required', { selector: '.form-field__error' });
    expect(screen.getByText('Please enter a valid state', { selector: '.form-field__error' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
