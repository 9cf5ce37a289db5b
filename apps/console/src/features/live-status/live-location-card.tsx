import type { ConsoleLiveLocation } from '@commons/contract/console';
import type { BusyLevel } from '@commons/domain';
import { BusyChoice } from './busy-choice.tsx';
import { untilText } from './until-text.ts';

/** One location's live status: its state now in words, and the big buttons that change it. */
export function LiveLocationCard({ location, timeZone, isSaving, onCloseNow, onReopen, onBusy }: {
  location: ConsoleLiveLocation;
  timeZone: string;
  isSaving: boolean;
  onCloseNow: () => void;
  onReopen: () => void;
  onBusy: (level: BusyLevel | null) => void;
}) {
  const headingId = `live-${location.id}`;
  const isClosedByStaff = location.closure !== null;
  return (
    <li className="live-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-card__name">
        {location.name}
      </h2>
      <p className="live-card__state">
        <span className={`status status--${location.status.label === 'open' ? 'open' : 'closed'}`}>{location.status.label === 'open' ? 'Open' : 'Closed'}</span> {location.status.message}
        {location.closure ? <span className="live-card__until"> until {untilText(location.closure.until_at, timeZone)}</span> : null}
      </p>
      <p className="live-card__hours">Today: {location.hours.length > 0 ? location.hours.join(', ') : 'no hours'}</p>
      <div className="button-row live-card__actions">
        {isClosedByStaff ? (
          <button type="button" className="button live-card__big" onClick={onReopen} aria-disabled={isSaving || undefined} aria-label={`Reopen ${location.name}`}>
            Reopen
          </button>
        ) : (
          <button type="button" className="button live-close-button live-card__big" onClick={onCloseNow} aria-disabled={isSaving || undefined} aria-label={`Close ${location.name} now`}>
            Close now
          </button>
        )}
      </div>
      <p className="live-card__busy-label">
        How busy
      </p>
      <BusyChoice locationName={location.name} value={location.busy_level} onChange={onBusy} isDisabled={isSaving} />
    </li>
  );
}
