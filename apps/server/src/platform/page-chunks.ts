import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The script and style files a page of the built web app needs before it can show anything, read
 * from Vite's build manifest, as head links that let the browser fetch them beside the entry
 * script instead of one after another.
 */
export function pageChunks(distDir: string) {
  const file = join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  const byName = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.name ?? key, key]));

  function collect(key: string, scripts: Set<string>, styles: Set<string>, skip: ReadonlySet<string> = new Set()): void {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, scripts, styles, skip);
  }

  // index.html already links the entry script, the chunks it imports and their styles.
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryScripts, entryStyles);

  /**
   * Head links for the chunks named (by chunk name, such as 'site-route', or by source module, such
   * as 'src/features/menu/index.ts') and what they import.
   */
  return (names: readonly string[]): string[] => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const name of names) {
      const key = manifest[name] ? name : byName.get(name);
      if (key) collect(key, scripts, styles, entryScripts);
    }
    return [
      ...[...styles].filter((href) => !entryStyles.has(href)).map((href) => `<link rel="preload" as="style" crossorigin href="/${href}">`),
      ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
    ];
  };
}

/**
 * The web app's modules that show a section's screen (under src/features/), by the key of the
 * client's section table (apps/web/src/app/section-screens.ts): a feature's index, and the page it
 * loads from there. Any
 * other section is a content page. Named here, the browser fetches them beside the app's script
 * instead of after the section has loaded. A module the build merged into a chunk shared with other
 * pages has no entry of its own in the manifest; the app fetches that one itself, as before.
 */
const screenChunks: Readonly<Record<string, readonly string[]>> = {
  balanced_u_events: ['events/index.ts', 'events/wellness-events-page.tsx'],
  'balance-tracker': ['balance-tracker/index.ts'],
  'campus-map': ['campus-map/index.ts'],
  'catering-files': ['catering-files/index.ts'],
  'dining-blog': ['dining-blog/index.ts'],
  'dining-map': ['dining-map/index.ts'],
  'directors-meetings': ['directors-meetings/index.ts'],
  events: ['events/index.ts', 'events/events-page.tsx'],
  feedback: ['feedback/index.ts'],
  'get-answers-now': ['help/index.ts'],
  help: ['help/index.ts'],
  'hours-of-operation': ['hours/index.ts'],
  'meal-plan-purchase': ['purchase/index.ts'],
  'whats-on-the-menu': ['menu/index.ts', 'menu/menu-page.tsx'],
  newsletters: ['newsletters/index.ts'],
  'photo-albums': ['photo-albums/index.ts'],
  reservations: ['reservations/index.ts'],
  'special-offers': ['special-offers/index.ts', 'special-offers/special-offers-page.tsx'],
  staff: ['staff/index.ts'],
  surveys: ['surveys/index.ts', 'surveys/surveys-page.tsx'],
};
const contentPageChunks = ['sections/index.ts', 'sections/content-section-page.tsx'];

/** The source modules of the screen a section key names (see screenChunks), as the build manifest keys them. */
export const screenChunkNames = (screen: string): readonly string[] => (screenChunks[screen] ?? contentPageChunks).map((file) => `src/features/${file}`);
