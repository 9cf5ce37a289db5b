import type { LocationStatus } from '@commons/contract';
import './status-badge.css';

/** 'Open' (green) or 'Closed' (orange): a word on a colour, never the colour alone. */
export function StatusBadge({ status }: { status: Pick<LocationStatus, 'label' | 'color'> }) {
  const isOpen = status.label === 'open';
  return (
    <span className={`status-badge status-badge--${isOpen ? 'open' : 'closed'}`}>
      <span aria-hidden="true" className="status-badge__dot" />
      {isOpen ? 'Open' : 'Closed'}
    </span>
  );
}
