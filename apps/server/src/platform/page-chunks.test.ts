import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenChunkNames } from './page-chunks.ts';

/** The client's section table (apps/web/src/app/section-screens.ts): each key and the module it imports first. */
function clientSectionTable(): [string, string][] {
  const source = readFileSync(new URL('../../../web/src/app/section-screens.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const sectionScreens'), source.indexOf('} satisfies'));
  const named = Object.fromEntries([...source.matchAll(/^const (\w+): ScreenImport = async \(\) => \(await import\('\.\.\/([^']+)'\)\)/gm)].map((m) => [m[1], m[2]]));
  return [...table.matchAll(/^ {2}'?([\w-]+)'?: (?:async \(\) => \(await import\('\.\.\/([^']+)'\)\)|(\w+))/gm)].map((m) => [m[1] ?? '', m[2] ?? named[m[3] ?? ''] ?? '']);
}

describe('the chunks of a section screen', () => {
  it("start with the module the client's section table imports, for every special section", () => {
    const table = clientSectionTable();
    expect(table.length).toBeGreaterThan(15);
    for (const [key, module] of table) expect(screenChunkNames(key)[0], key).toBe(`src/${module}`);
  });

  it('are the content page for any other section', () => {
    expect(screenChunkNames('about-us')).toEqual(['src/features/sections/index.ts', 'src/features/sections/content-section-page.tsx']);
  });
});
