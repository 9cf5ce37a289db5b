import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash, KEPT_BUILDS, publishBuild } from './published-build.ts';

let webDir: string;
beforeEach(() => {
  webDir = mkdtempSync(join(tmpdir(), 'commons-build-'));
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

/** A stand-in for Vite: writes a page naming its build and counts how often it ran. */
function fakeBuild(name: string) {
  const runs = { count: 0 };
  const build = async (outDir: string) => {
    runs.count++;
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<script src="/assets/${name}.js"></script>`);
    writeFileSync(join(outDir, 'assets', `${name}.js`), name);
  };
  return { build, runs };
}

const served = (dir: string) => readFileSync(join(dir, 'index.html'), 'utf8');

describe('publishBuild', () => {
  it('never changes the files of the build a running instance serves', async () => {
    await publishBuild(webDir, 'aaaa', fakeBuild('first').build);
    // What a server holds once started: the real folder behind dist.
    const running = realpathSync(join(webDir, 'dist'));
    await publishBuild(webDir, 'bbbb', fakeBuild('second').build);
    expect(served(join(webDir, 'dist'))).toBe('<script src="/assets/second.js"></script>');
    expect(served(running)).toBe('<script src="/assets/first.js"></script>');
    expect(readFileSync(join(running, 'assets', 'first.js'), 'utf8')).toBe('first');
  });

  it('reuses the build of the same inputs without building again', async () => {
    const first = fakeBuild('first');
    expect((await publishBuild(webDir, 'aaaa', first.build)).built).toBe(true);
    await publishBuild(webDir, 'bbbb', fakeBuild('second').build);
    const again = await publishBuild(webDir, 'aaaa', first.build);
    expect([again.built, first.runs.count]).toEqual([false, 1]);
    expect(served(join(webDir, 'dist'))).toBe('<script src="/assets/first.js"></script>');
  });

  it('rebuilds when an earlier build stopped half way', async () => {
    mkdirSync(join(webDir, 'builds', 'aaaa'), { recursive: true });
    const first = fakeBuild('first');
    expect((await publishBuild(webDir, 'aaaa', first.build)).built).toBe(true);
    expect(served(join(webDir, 'dist'))).toBe('<script src="/assets/first.js"></script>');
  });

  it(`keeps the current build and the ${KEPT_BUILDS} before it`, async () => {
    for (const hash of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) await publishBuild(webDir, hash, fakeBuild(hash).build);
    expect(readdirSync(join(webDir, 'builds')).sort()).toEqual(['b3', 'b4', 'b5', 'b6']);
  });

  it('moves a plain dist folder from an older checkout aside', async () => {
    mkdirSync(join(webDir, 'dist'));
    writeFileSync(join(webDir, 'dist', 'index.html'), 'old');
    await publishBuild(webDir, 'aaaa', fakeBuild('first').build);
    expect(served(join(webDir, 'dist'))).toBe('<script src="/assets/first.js"></script>');
    const aside = readdirSync(join(webDir, 'builds')).filter((name) => name.startsWith('previous-'));
    expect(aside.map((name) => served(join(webDir, 'builds', name)))).toEqual(['old']);
  });
});

describe('inputsHash', () => {
  it('changes with a file, a new file or a setting, and not otherwise', () => {
    mkdirSync(join(webDir, 'src'));
    writeFileSync(join(webDir, 'src', 'a.ts'), 'one');
    const hash = () => inputsHash(webDir, ['src', 'missing.json'], { VITE_MAP_TILE_URL: 'https://tiles/{z}' });
    const first = hash();
    expect(hash()).toBe(first);
    writeFileSync(join(webDir, 'src', 'a.ts'), 'two');
    const edited = hash();
    expect(edited).not.toBe(first);
    writeFileSync(join(webDir, 'src', 'b.ts'), '');
    expect(hash()).not.toBe(edited);
    expect(inputsHash(webDir, ['src', 'missing.json'], { VITE_MAP_TILE_URL: 'https://other/{z}' })).not.toBe(hash());
  });
});
