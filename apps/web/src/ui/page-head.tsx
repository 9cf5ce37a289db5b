import { useLayoutEffect } from 'react';

interface PageHeadProps {
  title: string;
  description: string;
  /** Asks search engines not to index the page (a section's no_robots). */
  noIndex?: boolean;
}

/** The one `<meta name=…>` of the document head with this name, created when missing. */
function headMeta(name: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = name;
  document.head.append(meta);
  return meta;
}

/**
 * The page's <title> and description, written into the document head while the page is shown, so
 * exactly one page's head is present at a time. A robots `noindex` leaves with the page that set it.
 */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  useLayoutEffect(() => {
    document.title = title;
    headMeta('description').content = description;
  }, [title, description]);

  useLayoutEffect(() => {
    if (!noIndex) return;
    const robots = headMeta('robots');
    robots.content = 'noindex';
    return () => robots.remove();
  }, [noIndex]);

  return null;
}
