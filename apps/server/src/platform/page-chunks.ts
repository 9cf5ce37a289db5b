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
  const entryFiles = new Set(Object.values(manifest).filter((c) => c.isEntry).map((c) => c.file));

  function collect(key: string, scripts: Set<string>, styles: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, scripts, styles);
  }

  /** Head links for the chunks named (by chunk name, such as 'site-route') and what they import. */
  return (names: readonly string[]): string[] => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const name of names) {
      const key = byName.get(name);
      if (key) collect(key, scripts, styles);
    }
    return [
      ...[...styles].map((href) => `<link rel="preload" as="style" crossorigin href="/${href}">`),
      ...[...scripts].filter((f) => !entryFiles.has(f)).map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
    ];
  };
}
