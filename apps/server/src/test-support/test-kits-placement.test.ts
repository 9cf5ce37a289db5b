import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test kits, fixtures and test data live in `testing/` folders (beside the module or feature they
 * serve) or in `apps/server/src/test-support/`, so nobody takes them for product code; product code
 * never imports them. This walks the repository's sources as git lists them.
 */
const root = join(import.meta.dirname, '..', '..', '..', '..');
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'apps', 'packages'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /^(apps|packages)\/[^/]+\/src\/.*\.tsx?$/.test(path));
const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || /\/testing\//.test(path) || path.includes('/test-support/');

describe('test kits', () => {
  it('are found at all (the walk sees the sources)', () => {
    expect(sources.length).toBeGreaterThan(500);
  });

  it('sit in testing/ folders or test-support/, never named like product code beside it', () => {
    const misplaced = sources.filter((path) => !isTestCode(path) && /(test-kit|test-data|test-fixtures|-fixtures)\.tsx?$/.test(path));
    expect(misplaced).toEqual([]);
  });

  it('are imported by tests and other kits only', () => {
    const leaks = sources
      .filter((path) => !isTestCode(path))
      .filter((path) => /from\s+['"][^'"]*\/(testing|test-support)\//.test(readFileSync(join(root, path), 'utf8')));
    expect(leaks).toEqual([]);
  });
});
