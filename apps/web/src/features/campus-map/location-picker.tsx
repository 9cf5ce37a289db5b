import { useId } from 'react';
import type { MapGroup } from './map-locations.ts';

interface LocationPickerProps {
  groups: readonly MapGroup[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** 'Select a location': a native select, the locations of each building in their own group. */
export function LocationPicker({ groups, selectedId, onSelect }: LocationPickerProps) {
  const id = useId();
  const options = (group: MapGroup) =>
    group.locations.map((l) => (
      <option key={l.id} value={l.id}>
        {l.name}
      </option>
    ));
  return (
    <div className="campus-map__picker">
      <label htmlFor={id}>Select a location</label>
      <select id={id} value={selectedId ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
        {groups.map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options(group)}
            </optgroup>
          ) : (
            options(group)
          ),
        )}
      </select>
    </div>
  );
}
