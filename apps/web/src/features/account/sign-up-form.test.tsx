// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSessionQuery } from '../../site/customer-session.ts';
import { notify } from '@commons/ui/toast.ts';
import { SignUpForm } from './sign-up-form.tsx';
import { answers, renderWithQueries, SITE_ID, storedCustomer } from './test-support.tsx';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwords = () => [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const errorText = (text: string) => screen.queryByText(text, { selector: '.form-field__error' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

function fillValid(email = 'avery@northfield.example.edu') {
  type(textbox('First Name'), 'Avery');
  type(textbox('Last Name'), "O'Neil");
  type(textbox('Student ID'), 'NF1234567');
  type(textbox('Email'), email);
  type(textbox('Confirm Email'), email.toUpperCase());
  type(textbox('Phone Number'), '6175550123');
  type(textbox('Address'), '12 College Ave, Apt. #4');
  type(textbox('City'), 'Northfield');
  type(textbox('State'), 'massachusetts');
  type(textbox('Zip Code'), '01360');
  const [password, confirm] = passwords();
  type(password!, 'Str0ng!pass');
  type(confirm!, 'Str0ng!pass');
}

describe('SignUpForm', () => {
  it('masks the phone numbers as (999) 999 - 9999 while they are typed', () => {
    renderWithQueries(<SignUpForm siteId={SITE_ID} />);
    type(textbox('Phone Number'), '617555');
    expect((textbox('Phone Number') as HTMLInputElement).value).toBe('(617) 555');
    type(textbox('Phone Number'), '(617) 555' + '0123');
    expect((textbox('Phone Number') as HTMLInputElement).value).toBe('(617) 555 - 0123');
    type(textbox('Mobile Number'), '4135550188');
    expect((textbox('Mobile Number') as HTMLInputElement).value).toBe('(413) 555 - 0188');
  });

  it("names every missing field in the spec's words and calls nobody", async () => {
    const { fetch } = answers();
    renderWithQueries(<SignUpForm siteId={SITE_ID} />);
    submit();
    await waitFor(() => expect(errorText('A first name is required')).not.toBeNull());
    for (const message of ['A last name is required', 'A student ID is required', 'An email address is required', 'A phone number is required', 'An address is required', 'A city is required', 'A state is required', 'A zip code is required', 'A password is required']) {
      expect(errorText(message), message).not.toBeNull();
    }
    expect(errorText('Mobile')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the state, the phone, the password rules and both confirmations', async () => {
    renderWithQueries(<SignUpForm siteId={SITE_ID} />);
    fillValid();
    type(textbox('State'), 'Mas');
    type(textbox('Phone Number'), '617555');
    type(textbox('Confirm Email'), 'someone@else.edu');
    const [password, confirm] = passwords();
    type(password!, 'weakpass1!');
    type(confirm!, 'other');
    submit();
    await waitFor(() => expect(errorText('Please enter a valid state')).not.toBeNull());
    expect(errorText('Please enter a valid phone number')).not.toBeNull();
    expect(errorText('The email addresses do not match')).not.toBeNull();
    expect(errorText('A password must contain an uppercase letter')).not.toBeNull();
    expect(errorText('The passwords do not match')).not.toBeNull();
  });

  it("sends the server's names, the state's code and the phone's digits; success says so and logs in", async () => {
    const { fetch, sentBody } = answers({ status: 200, body: { customer: storedCustomer, student: null } }, { status: 200, body: { customer: storedCustomer } });
    const { client } = renderWithQueries(<SignUpForm siteId={SITE_ID} />);
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your account has been successfully created.', 'success'));
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/customer/create');
    expect(sentBody(0)).toMatchObject({ site_id: SITE_ID, phone_number: '6175550123', mobile: null, state: 'MA', zip_code: '01360', notify_by_text: false, password: 'Str0ng!pass' });
    await waitFor(() => expect(client.getQueryData(customerSessionQuery(SITE_ID).queryKey)).toEqual({ customer: storedCustomer }));
  });

  it("says the sign-up failed and puts the server's error on the e-mail field, focused", async () => {
    const taken = 'An account with this email address already exists.';
    answers({ status: 409, body: { status: 'error', msg: taken, errors: { email: taken } } });
    renderWithQueries(<SignUpForm siteId={SITE_ID} />);
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith("We're sorry, something went wrong creating your account.", 'error'));
    await waitFor(() => expect(errorText(taken)).not.toBeNull());
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Email'));
  });
});
