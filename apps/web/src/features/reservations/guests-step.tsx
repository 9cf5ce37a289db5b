import type { ReservationLocation } from '@commons/contract';
import { guestOptions } from '@commons/domain';
import { ChoiceGroup } from './choice-group.tsx';

interface GuestsStepProps {
  location: ReservationLocation;
  /** Seats left at the chosen time. */
  remaining: number;
  value: number | null;
  onChange: (friends: number) => void;
}

/** Step 5 (locations that allow guests): 'Just me', '+1'… up to the seats left and the guest limit. */
export function GuestsStep({ location, remaining, value, onChange }: GuestsStepProps) {
  return (
    <ChoiceGroup
      legend="Number of guests"
      choices={guestOptions(location, remaining).map((option) => ({ value: option.friends, label: option.label }))}
      value={value}
      onChange={onChange}
    />
  );
}
