import { useMemo } from 'react';
import { sanitizeHtml } from './html-sanitizer.ts';
import './safe-html.css';

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Level of the highest heading of the fragment (default 2, under the page's h1). */
  topHeading?: number;
}

/** Site-supplied HTML, sanitised, with image paths pointing at the file host and headings from h2. */
export function SafeHtml({ html, className, topHeading = 2 }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { topHeading }), [html, topHeading]);
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
