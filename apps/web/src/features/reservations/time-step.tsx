import type { z } from 'zod';
import type { reservationSlot } from '@commons/contract';
import { formatSlotTime, RESERVATION_TEXTS } from '@commons/domain';
import { ChoiceGroup } from './choice-group.tsx';
import { BADGE_TEXT, RESERVATION_UI_TEXTS } from './reservation-texts.ts';

export type ReservationSlot = z.infer<typeof reservationSlot>;

interface TimeStepProps {
  slots: readonly ReservationSlot[];
  value: number | null;
  onChange: (minute: number) => void;
}

/** Why a slot cannot be chosen, or how many seats it has left, in words. */
function slotNote(slot: ReservationSlot): string | null {
  if (slot.tooltip) return slot.tooltip;
  switch (slot.problem) {
    case 'already-reserved':
      return RESERVATION_TEXTS.alreadyReserved;
    case 'visit-limit':
      return RESERVATION_TEXTS.visitLimit;
    case 'full':
      return RESERVATION_UI_TEXTS.full;
    case null:
      return slot.badge === null ? RESERVATION_UI_TEXTS.full : BADGE_TEXT[slot.badge];
  }
}

/** Step 4: the time; a full slot, or one already reserved, stays listed with its reason. */
export function TimeStep({ slots, value, onChange }: TimeStepProps) {
  if (slots.length === 0) return <p>{RESERVATION_UI_TEXTS.noTimes}</p>;
  return (
    <ChoiceGroup
      legend="Time"
      className="res-choices--grid"
      choices={slots.map((slot) => ({
        value: slot.minute,
        label: formatSlotTime(slot.minute),
        note: slotNote(slot),
        isDisabled: slot.problem !== null,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
