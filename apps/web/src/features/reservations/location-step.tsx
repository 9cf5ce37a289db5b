import type { ReservationLocation } from '@commons/contract';
import { ChoiceGroup } from './choice-group.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';

interface LocationStepProps {
  locations: readonly ReservationLocation[];
  value: number | null;
  onChange: (locationId: number) => void;
}

/** Step 1: the dining location. */
export function LocationStep({ locations, value, onChange }: LocationStepProps) {
  if (locations.length === 0) return <p>{RESERVATION_UI_TEXTS.noLocations}</p>;
  return (
    <ChoiceGroup
      legend="Location"
      choices={locations.map((location) => ({ value: location.id, label: location.name, note: location.short_description }))}
      value={value}
      onChange={onChange}
    />
  );
}
