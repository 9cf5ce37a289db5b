/** A quiet placeholder while a tile loads: a grey card, hidden from screen readers. */
export function TileSkeleton() {
  return <div className="tile tile--skeleton" aria-hidden="true" />;
}
