import type { SettingsGroup } from '@commons/contract/console';
import { PREVIEW_PAGES } from './field-labels.ts';

/** "Preview": the public page that shows a group's settings, in a new tab, its name saying so. */
export function PreviewLink({ slug, group }: { slug: string; group: SettingsGroup }) {
  const { path, page } = PREVIEW_PAGES[group];
  const href = `/${encodeURIComponent(slug)}${path === '' ? '' : `/${path}`}`;
  return (
    <a className="preview-link" href={href} target="_blank" rel="noopener">
      Preview<span className="visually-hidden"> {page} (opens in a new tab)</span>
    </a>
  );
}
