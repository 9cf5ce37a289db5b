import type { ReservationRules } from './reservation-rules.ts';

/** The reservation wizard (docs/product/reservations.md#booking). */
export type WizardStep = 'location' | 'date' | 'block' | 'time' | 'guests' | 'create';

export interface WizardState {
  readonly step: WizardStep;
  readonly locationId: number | null;
  readonly date: string | null;
  readonly scheduleId: number | null;
  readonly minute: number | null;
  readonly friends: number | null;
}

export type WizardAction =
  | { readonly type: 'location'; readonly locationId: number }
  | { readonly type: 'date'; readonly date: string }
  | { readonly type: 'block'; readonly scheduleId: number }
  | { readonly type: 'time'; readonly minute: number }
  | { readonly type: 'guests'; readonly friends: number }
  | { readonly type: 'created' };

export type WizardRules = Pick<ReservationRules, 'use_reservation_hours' | 'allow_guest_friends'>;

export function initialWizard(): WizardState {
  return { step: 'location', locationId: null, date: null, scheduleId: null, minute: null, friends: null };
}

/**
 * One choice in the wizard. A choice clears every later one; a choice whose earlier steps are not made
 * yet is ignored. `rules` are the chosen location's (null until loaded: no block step, no guest step).
 */
export function wizardReducer(state: WizardState, action: WizardAction, rules: WizardRules | null): WizardState {
  const cleared = { scheduleId: null, minute: null, friends: null };
  switch (action.type) {
    case 'location':
      return { ...initialWizard(), step: 'date', locationId: action.locationId };
    case 'date':
      if (state.locationId === null) return state;
      return { ...state, ...cleared, date: action.date, step: rules?.use_reservation_hours ? 'block' : 'time' };
    case 'block':
      if (state.date === null || !rules?.use_reservation_hours) return state;
      return { ...state, ...cleared, scheduleId: action.scheduleId, step: 'time' };
    case 'time': {
      if (state.date === null || (rules?.use_reservation_hours && state.scheduleId === null)) return state;
      const hasGuestStep = rules?.allow_guest_friends === true;
      return { ...state, minute: action.minute, friends: hasGuestStep ? null : 0, step: hasGuestStep ? 'guests' : 'create' };
    }
    case 'guests':
      if (state.minute === null || rules?.allow_guest_friends !== true) return state;
      return { ...state, friends: action.friends, step: 'create' };
    case 'created':
      return initialWizard();
  }
}
