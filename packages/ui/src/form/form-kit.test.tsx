// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applyServerErrors } from './apply-server-errors.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { RadioGroupField } from './radio-group-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

afterEach(cleanup);

/** A failed call as the apps' API clients throw it (each app's own ApiError class, the same shape). */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const signUp = z.object({
  name: z.string().trim().min(1, 'Enter your name.'),
  email: z.email('Enter an email address like name@example.edu.'),
  note: z.string().max(20, 'At most 20 characters.'),
  campus: z.string().min(1, 'Choose a campus.'),
  contact: z.enum(['email', 'phone'], { error: 'Choose how we reach you.' }),
  terms: z.literal(true, { error: 'Accept the terms to go on.' }),
});
type SignUpInput = z.input<typeof signUp>;
const FIELDS = ['name', 'email', 'note', 'campus', 'contact', 'terms'] as const;

function SignUpForm({ send }: { send: (values: z.output<typeof signUp>) => Promise<void> }) {
  const form = useForm<SignUpInput, unknown, z.output<typeof signUp>>({
    resolver: zodResolver(signUp),
    defaultValues: { name: '', email: '', note: '', campus: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert control={form.control} />
      <TextField control={form.control} name="name" label="Name" isRequired autoComplete="name" />
      <TextField control={form.control} name="email" label="Email" type="email" hint="We send the confirmation here." isRequired />
      <TextareaField control={form.control} name="note" label="Note" />
      <SelectField control={form.control} name="campus" label="Campus" placeholder="Choose…" options={[{ value: 'north', label: 'Northfield' }]} isRequired />
      <RadioGroupField control={form.control} name="contact" label="Contact me by" isRequired options={[{ value: 'email', label: 'Email' }, { value: 'phone', label: 'Phone' }]} />
      <CheckboxField control={form.control} name="terms" label="I accept the terms" isRequired />
      <button type="submit">Sign up</button>
    </form>
  );
}

const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

async function submitEmpty(send = vi.fn(async () => undefined)) {
  render(<SignUpForm send={send} />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true'));
  return send;
}

function fillValid() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'ada@example.edu' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Campus/ }), { target: { value: 'north' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('form fields', () => {
  it('mark required fields with a visible asterisk, hidden from screen readers, and aria-required', () => {
    render(<SignUpForm send={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-required')).toBe('true');
    // Seen as 'Name *', named 'Name' (the role query above is exact): the asterisk is hidden, aria-required says it.
    const label = screen.getByText('Name');
    expect(label.textContent).toBe('Name *');
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *');
    expect(screen.getByRole('textbox', { name: 'Note' }).hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('radiogroup', { name: 'Contact me by' }).getAttribute('aria-required')).toBe('true');
    expect(describedBy(screen.getByRole('textbox', { name: 'Email' }))).toEqual(['We send the confirmation here.']);
  });

  it('on a failed submit tie each error to its control, announce them, and focus the first invalid field', async () => {
    const send = await submitEmpty();
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(describedBy(name)).toEqual(['Enter your name.']);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toEqual(['We send the confirmation here.', 'Enter an email address like name@example.edu.']);
    expect(screen.getByRole('combobox', { name: 'Campus' }).getAttribute('aria-invalid')).toBe('true');
    const contact = screen.getByRole('radiogroup', { name: 'Contact me by' });
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(contact)).toEqual(['Choose how we reach you.']);
    expect(describedBy(screen.getByRole('checkbox', { name: 'I accept the terms' }))).toEqual(['Accept the terms to go on.']);
    expect(screen.getByRole('textbox', { name: 'Note' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter your name. Enter an email address like name@example.edu. Choose a campus. Choose how we reach you. Accept the terms to go on.',
    );
    expect(document.activeElement).toBe(name);
  });

  it('clear an error once the field is fixed, without speaking again', async () => {
    await submitEmpty();
    const alertText = screen.getByRole('alert').textContent;
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('aria-invalid')).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(alertText);
  });
});

describe('server errors on the form', () => {
  it('land on their fields, the first of them focused, and are announced', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Invalid request.', { email: 'This email already has an account.', contact: 'Phone contact is not offered.' });
    });
    render(<SignUpForm send={send} />);
    fillValid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toEqual(['We send the confirmation here.', 'This email already has an account.']);
    expect(describedBy(screen.getByRole('radiogroup', { name: 'Contact me by' }))).toEqual(['Phone contact is not offered.']);
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toBe('This email already has an account. Phone contact is not offered.');
  });

  it('without fields of this form become the form message', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'You have already signed up.', { customer_id: 'Taken.' });
    });
    render(<SignUpForm send={send} />);
    fillValid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already signed up.'));
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('a network failure says something went wrong', async () => {
    render(<SignUpForm send={vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))} />);
    fillValid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong.'));
  });
});

describe('a checkbox whose value is text', () => {
  const consent = z.object({ consent: z.literal('true', { error: 'Please give your consent.' }) });
  function ConsentForm({ send }: { send: (values: z.output<typeof consent>) => void }) {
    const form = useForm<z.input<typeof consent>, unknown, z.output<typeof consent>>({ resolver: zodResolver(consent), defaultValues: { consent: 'false' as 'true' } });
    return (
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <CheckboxField control={form.control} name="consent" label="I consent" isRequired valueAs="text" />
        <button type="submit">Send</button>
      </form>
    );
  }

  it("sends 'true' when ticked and is refused with its message when not", async () => {
    const send = vi.fn();
    render(<ConsentForm send={send} />);
    const box = screen.getByRole('checkbox', { name: /I consent/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(describedBy(box)).toContain('Please give your consent.'));
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ consent: 'true' }, expect.anything()));
  });
});
