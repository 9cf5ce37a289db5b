import { useId, type ReactNode } from 'react';

/** The card of a home tile, matching the tile grid's `.tile` look: a section named by its h2. */
export function TileFrame({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`tile ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="tile__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
