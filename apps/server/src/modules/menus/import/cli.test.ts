import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';
import { seedDemoData } from '../../../seed/seed-demo-data.ts';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const example = join(repoRoot, 'docs', 'examples', 'menus.example.json');

let dir: string;

/** Runs the CLI as `npm run import:menus` would, on PGlite in the temporary DATA_DIR. */
function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // eslint-disable-next-line no-restricted-properties -- the child reads its settings from its environment
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const write = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('npm run import:menus', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'commons-import-cli-'));
    const database = await openDatabase({ dataDir: join(dir, 'data') });
    await seedDemoData(database.db, { filesDir: join(dir, 'files'), today: new Date('2025-03-08T15:00:00Z') });
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file, exits 0 and prints the counts; a second run changes nothing', async () => {
    const dry = await run(example, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('dry run, nothing written');
    const first = await run(example);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain("into site 'northfield'");
    expect(first.stdout).toContain('items: 5 created, 0 updated, 0 unchanged');
    expect(first.stdout).toContain('days: 3 created, 0 updated, 0 unchanged');
    const second = await run(example);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('items: 0 created, 0 updated, 5 unchanged');
    expect(second.stdout).toContain('days: 0 created, 0 updated, 3 unchanged');
    expect(second.stdout).toContain('No menu changed.');
  }, 60_000);

  it('prints every error on its own line and exits 1', async () => {
    const bad = write('bad.json', {
      format: 'commons-menus/1',
      site: 'northfield',
      items: [
        { id: 'a', name: 'Good Dish' },
        { id: 'b', name: 'Bad Dish', allergens: ['Peanut'] },
      ],
      locations: [{ location_id: 3, periods: ['Lunch'], days: [{ date: '2031-01-01', periods: [{ name: 'Lunch', categories: [{ name: 'Grill', items: ['a', 'zzz'] }] }] }] }],
    });
    const result = await run(bad);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      "items[1].allergens[0]: 'Peanut' is not one of the allergens: Egg, Fish, Gluten, Milk, MSG, Peanuts, Sesame, Shellfish - Crustacean, Shellfish - Mollusk, Soy, Tree Nuts, Wheat",
      'locations[0].days[0].periods[0].categories[0].items[1]: no item in "items" has the id \'zzz\'',
      'Nothing was imported: 2 errors.',
    ]);
  }, 60_000);

  it('explains a missing file, broken JSON and a wrong format marker', async () => {
    const missing = await run(join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`No file at ${join(dir, 'missing.json')}.`);
    const broken = await run(write('broken.json', '{\n  "format": "commons-menus/1",\n  "site": northfield\n}'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('The file is not valid JSON: unexpected "n" at line 3, column 11.');
    const wrong = await run(write('wrong.json', { format: 'openmensa/2', site: 'northfield' }));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('format: must be "commons-menus/1" (found "openmensa/2")');
    const none = await run();
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Usage: npm run import:menus -- FILE [--dry-run]');
  }, 60_000);
});
