import { useReducer } from 'react';
import type { ReservationLocation } from '@commons/contract';
import { initialWizard, reservationTitle, wizardReducer, type WizardAction, type WizardState } from '@commons/domain';

export interface ReservationWizard {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  /** The chosen location, once the locations are known. */
  location: ReservationLocation | null;
  /** 'Make a reservation at {location} on {M/D/YY} at {time}', each part once chosen. */
  title: string;
}

interface Reduced {
  state: WizardState;
}

/**
 * The wizard's state (docs/product/reservations.md#booking), driven by the domain's reducer with the
 * chosen location's rules. The dialog or page that shows the wizard reads its title from here.
 */
export function useReservationWizard(locations: readonly ReservationLocation[] | undefined): ReservationWizard {
  const [{ state }, dispatchRaw] = useReducer(
    (current: Reduced, action: WizardAction): Reduced => {
      const id = action.type === 'location' ? action.locationId : current.state.locationId;
      const rules = locations?.find((l) => l.id === id) ?? null;
      return { state: wizardReducer(current.state, action, rules) };
    },
    undefined,
    () => ({ state: initialWizard() }),
  );
  const location = locations?.find((l) => l.id === state.locationId) ?? null;
  const title = reservationTitle({
    location: location?.name,
    date: state.date ?? undefined,
    minute: state.minute ?? undefined,
  });
  return { state, dispatch: dispatchRaw, location, title };
}
