import './query-state.css';

/** A polite "still loading" line. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="query-state" role="status">
      <span className="query-state__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
