/** A stale save's message (who changed it and when) and the way out: reload the list, then try again. */
export function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className="notice" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
