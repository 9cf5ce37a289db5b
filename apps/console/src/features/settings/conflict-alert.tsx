import './conflict-alert.css';
import { useEffect, useRef } from 'react';

interface ConflictAlertProps {
  /** The server's 409: who changed it and when, and to reload. */
  message: string;
  onReload: () => void;
  isReloading: boolean;
}

/**
 * A save made over a newer version (docs/product/console.md#saving): the server's words, announced
 * and focused, with a Reload button that reads the current version again.
 */
export function ConflictAlert({ message, onReload, isReloading }: ConflictAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div ref={ref} className="conflict-alert" role="alert" tabIndex={-1}>
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onReload} aria-disabled={isReloading || undefined}>
        {isReloading ? 'Reloading…' : 'Reload'}
      </button>
    </div>
  );
}
