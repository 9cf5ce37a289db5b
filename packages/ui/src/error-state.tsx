import './query-state.css';

interface ErrorStateProps {
  onRetry: () => void;
  message?: string;
}

/** "Something went wrong." with a way to try again. */
export function ErrorState({ onRetry, message = 'Something went wrong.' }: ErrorStateProps) {
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
