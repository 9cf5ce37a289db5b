import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab, saying so to screen reader users. With `label`, the link is
 * named by it (the visible content must be part of it); otherwise by its content.
 */
export function ExternalLink({ href, label, className, children }: { href: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {label ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
