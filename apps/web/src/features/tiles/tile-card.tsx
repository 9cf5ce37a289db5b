import { useId, type ReactNode } from 'react';

interface TileCardProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** The frame of a home tile: a card named by its h2 (below the page's h1). */
export function TileCard({ title, children, className }: TileCardProps) {
  const headingId = useId();
  return (
    <section className={className ? `tile ${className}` : 'tile'} aria-labelledby={headingId}>
      <h2 id={headingId} className="tile__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
