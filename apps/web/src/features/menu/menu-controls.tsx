import { useId, useState } from 'react';
import { Icon } from '@commons/ui/icons/icon.tsx';
import type { LocationGroup } from './location-groups.ts';
import { dayAfter, dayBefore } from './menu-dates.ts';
import { isUsableDate } from './menu-params.ts';

interface MenuControlsProps {
  groups: readonly LocationGroup[];
  locationId: number;
  date: string;
  onLocation: (id: number) => void;
  onDate: (date: string) => void;
}

/** 'Select a location' (grouped by building) and the date, with a day back and a day forward. */
export function MenuControls({ groups, locationId, date, onLocation, onDate }: MenuControlsProps) {
  const selectId = useId();
  const dateId = useId();
  // The field keeps what is being typed; only a complete date reaches the menu.
  const [draft, setDraft] = useState(date);
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    setDraft(date);
  }
  return (
    <div className="menu-controls">
      <div className="menu-controls__field menu-controls__location">
        <label htmlFor={selectId}>Select a location</label>
        <select id={selectId} value={locationId} onChange={(event) => onLocation(Number(event.target.value))}>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="menu-controls__field menu-controls__date">
        <label htmlFor={dateId}>Date</label>
        <div className="menu-controls__date-row">
          <button type="button" className="menu-controls__step" onClick={() => onDate(dayBefore(date))}>
            <Icon name="chevron-left" size={18} />
            <span className="visually-hidden">Previous day</span>
          </button>
          <input
            id={dateId}
            type="date"
            value={draft}
            onChange={(event) => {
              const value = event.target.value;
              setDraft(value);
              if (isUsableDate(value) && value !== date) onDate(value);
            }}
          />
          <button type="button" className="menu-controls__step" onClick={() => onDate(dayAfter(date))}>
            <Icon name="chevron-right" size={18} />
            <span className="visually-hidden">Next day</span>
          </button>
        </div>
      </div>
    </div>
  );
}
