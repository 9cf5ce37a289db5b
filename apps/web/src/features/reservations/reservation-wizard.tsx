import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Customer, ReservationLocation } from '@commons/contract';
import { RESERVATION_TEXTS } from '@commons/domain';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { BlockStep } from './block-step.tsx';
import { DateStep } from './date-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { GuestsStep } from './guests-step.tsx';
import { LocationStep } from './location-step.tsx';
import { availabilityPrefix, myReservationsPrefix, reservationQueries } from './queries.ts';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import { TimeStep } from './time-step.tsx';
import type { ReservationWizard as WizardModel } from './use-reservation-wizard.ts';
import './reservations.css';

interface ReservationWizardProps {
  wizard: WizardModel;
  locations: readonly ReservationLocation[];
  siteId: number;
  timeZone: string;
  lookahead: number;
  customer: Pick<Customer, 'id' | 'first_name' | 'last_name' | 'email'>;
}

/**
 * The reservation steps (docs/product/reservations.md#booking): location → date → time block (when
 * the location uses reservation hours) → time → guests (when it allows guests) → details and
 * Create. Each step appears once the one before is chosen; changing a step clears those after it.
 */
export function ReservationWizard({ wizard, locations, siteId, timeZone, lookahead, customer }: ReservationWizardProps) {
  const client = useQueryClient();
  const { state, dispatch, location } = wizard;
  const [conflict, setConflict] = useState<string | null>(null);
  // The form that had focus goes away after Create: focus moves on, so a keyboard user is not left on the page's start.
  const [focusAfter, setFocusAfter] = useState<{ kind: 'created' | 'conflict'; at: number } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusAfter?.kind === 'created') rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
    if (focusAfter?.kind === 'conflict') conflictRef.current?.focus();
  }, [focusAfter]);
  const availability = useQuery({
    ...reservationQueries.availability(siteId, state.locationId ?? 0, state.date ?? ''),
    enabled: state.locationId !== null && state.date !== null,
  });
  const usesBlocks = location?.use_reservation_hours === true;
  const slots = (availability.data?.slots ?? []).filter((slot) => !usesBlocks || slot.schedule_id === state.scheduleId);
  const chosenSlot = slots.find((slot) => slot.minute === state.minute);

  const created = () => {
    notify(RESERVATION_TEXTS.created, 'success');
    setConflict(null);
    dispatch({ type: 'created' });
    setFocusAfter((last) => ({ kind: 'created', at: (last?.at ?? 0) + 1 }));
    void client.invalidateQueries({ queryKey: availabilityPrefix(siteId) });
    void client.invalidateQueries({ queryKey: myReservationsPrefix(siteId) });
  };
  const conflicted = (message: string) => {
    setConflict(message || RESERVATION_TEXTS.noLongerAvailable);
    setFocusAfter((last) => ({ kind: 'conflict', at: (last?.at ?? 0) + 1 }));
    void client.invalidateQueries({ queryKey: availabilityPrefix(siteId) });
    if (state.scheduleId !== null) dispatch({ type: 'block', scheduleId: state.scheduleId });
    else if (state.date !== null) dispatch({ type: 'date', date: state.date });
  };

  return (
    <div className="res-wizard" ref={rootRef}>
      <div role="alert" className="res-wizard__alert">
        {conflict ? (
          <p ref={conflictRef} className="form-alert__message" tabIndex={-1}>
            {conflict}
          </p>
        ) : null}
      </div>
      <LocationStep
        locations={locations}
        value={state.locationId}
        onChange={(locationId) => {
          setConflict(null);
          dispatch({ type: 'location', locationId });
        }}
      />
      {location ? (
        <DateStep key={location.id} location={location} timeZone={timeZone} lookahead={lookahead} value={state.date} onChange={(date) => dispatch({ type: 'date', date })} />
      ) : null}
      {state.date !== null && availability.isPending ? <LoadingState label="Loading times…" /> : null}
      {state.date !== null && availability.isError ? <ErrorState message={RESERVATION_UI_TEXTS.loadFailure} onRetry={() => void availability.refetch()} /> : null}
      {location && availability.data ? (
        <>
          {usesBlocks ? <BlockStep blocks={availability.data.blocks} value={state.scheduleId} onChange={(scheduleId) => dispatch({ type: 'block', scheduleId })} /> : null}
          {!usesBlocks || state.scheduleId !== null ? (
            <TimeStep
              slots={slots}
              value={state.minute}
              onChange={(minute) => {
                setConflict(null);
                dispatch({ type: 'time', minute });
              }}
            />
          ) : null}
          {location.allow_guest_friends && state.minute !== null && chosenSlot ? (
            <GuestsStep location={location} remaining={chosenSlot.remaining} value={state.friends} onChange={(friends) => dispatch({ type: 'guests', friends })} />
          ) : null}
        </>
      ) : null}
      {state.step === 'create' && state.locationId !== null && state.date !== null && state.minute !== null ? (
        <DetailsForm
          siteId={siteId}
          customer={customer}
          booking={{ locationId: state.locationId, date: state.date, minute: state.minute, friends: state.friends ?? 0 }}
          onCreated={created}
          onConflict={conflicted}
        />
      ) : null}
    </div>
  );
}
