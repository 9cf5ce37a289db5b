import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reservationBody, type Customer, type Reservation } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';

/** The reservation form's own fields (docs/product/reservations.md#reservation), with the contract's rules. */
const detailsSchema = reservationBody.pick({ first_name: true, last_name: true, email: true, notes: true });
type DetailsInput = { first_name: string; last_name: string; email: string; notes: string };
const FIELDS = ['first_name', 'last_name', 'email', 'notes'] as const;

export interface Booking {
  locationId: number;
  date: string;
  minute: number;
  friends: number;
}

interface DetailsFormProps {
  siteId: number;
  customer: Pick<Customer, 'id' | 'first_name' | 'last_name' | 'email'>;
  booking: Booking;
  onCreated: (reservation: Reservation) => void;
  /** The slot went meanwhile (409): the server's message is shown by the wizard. */
  onConflict: (message: string) => void;
}

/**
 * The last step: names and e-mail prefilled from the customer, optional notes, then Create. One
 * idempotency key per attempt, so a double click or a retried request makes one booking.
 */
export function DetailsForm({ siteId, customer, booking, onCreated, onConflict }: DetailsFormProps) {
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const form = useForm<DetailsInput>({
    resolver: zodResolver(detailsSchema) as never,
    defaultValues: { first_name: customer.first_name, last_name: customer.last_name, email: customer.email, notes: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api(endpoints.postReservation, {
        body: {
          ...values,
          location_id: booking.locationId,
          date: booking.date,
          hour: Math.floor(booking.minute / 60),
          minute: booking.minute % 60,
          friends: booking.friends,
          customer_id: customer.id,
          site_id: siteId,
          ver: 2,
          idempotency_key: attemptKey,
        },
      });
      setAttemptKey(crypto.randomUUID());
      onCreated(answer.reservation);
    } catch (error) {
      setAttemptKey(crypto.randomUUID());
      if (error instanceof ApiError && error.status === 409) onConflict(error.message);
      else applyServerErrors(form, error, FIELDS, () => RESERVATION_UI_TEXTS.createFailure);
    }
  });
  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <form
      className="res-step account-form"
      aria-labelledby="res-details-heading"
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <h3 id="res-details-heading" className="res-step__title">
        Your details
      </h3>
      <FormAlert control={control} />
      <div className="account-form__row">
        <TextField control={control} name="first_name" label="First Name" autoComplete="given-name" isRequired />
        <TextField control={control} name="last_name" label="Last Name" autoComplete="family-name" isRequired />
      </div>
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
      <TextareaField control={control} name="notes" label="Notes (optional)" rows={3} maxLength={500} />
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Creating…' : 'Create reservation'}
        </button>
      </div>
    </form>
  );
}
