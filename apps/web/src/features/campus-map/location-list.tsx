import { useId } from 'react';
import type { MapGroup } from './map-locations.ts';

interface LocationListProps {
  groups: readonly MapGroup[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Every map location as a button, numbered like its marker: the accessible way to use the map. */
export function LocationList({ groups, selectedId, onSelect }: LocationListProps) {
  const headingId = useId();
  return (
    <section className="campus-map__list" aria-labelledby={headingId}>
      <h2 id={headingId}>All locations</h2>
      {groups.map((group) => (
        <div key={group.label ?? ''} className="campus-map__group">
          {group.label ? <h3>{group.label}</h3> : null}
          <ul>
            {group.locations.map((l) => (
              <li key={l.id}>
                <button type="button" className="campus-map__list-button" aria-pressed={l.id === selectedId} onClick={() => onSelect(l.id)}>
                  <span className="campus-map__list-number" aria-hidden="true">
                    {l.number}
                  </span>
                  {l.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
