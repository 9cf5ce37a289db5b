import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Builds kept beside the current one, so instances started on a recent build keep serving it. */
export const KEPT_BUILDS = 3;
const COMPLETE = '.complete';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of every input a build reads: the files under `inputs` (names and contents) and the given settings. */
export function inputsHash(root: string, inputs: readonly string[], settings: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const key of Object.keys(settings).sort()) hash.update(`${key}=${settings[key] ?? ''}\0`);
  return hash.digest('hex').slice(0, 16);
}

export interface Published {
  /** The build's own folder, which `dist` now points at. */
  folder: string;
  /** False when a build of the same inputs already existed and was reused. */
  built: boolean;
}

/**
 * Makes `webDir/dist` the build of these inputs without ever changing files under a running
 * instance: each build goes into its own folder `builds/<hash>` (built into a temporary folder,
 * then renamed), and `dist` is a symbolic link swapped in one rename. A server resolves `dist` to
 * its folder when it starts (web-app.ts), so a new build never changes what a running one serves.
 * The same inputs reuse their folder without building; older folders beyond KEPT_BUILDS go.
 */
export async function publishBuild(webDir: string, hash: string, build: (outDir: string) => Promise<void>): Promise<Published> {
  const builds = join(webDir, 'builds');
  const folder = join(builds, hash);
  mkdirSync(builds, { recursive: true });
  let built = false;
  if (!existsSync(join(folder, COMPLETE))) {
    const temporary = join(builds, `.tmp-${hash}-${process.pid}`);
    rmSync(temporary, { recursive: true, force: true });
    await build(temporary);
    writeFileSync(join(temporary, COMPLETE), new Date().toISOString());
    rmSync(folder, { recursive: true, force: true });
    renameSync(temporary, folder);
    built = true;
  }
  pointDistAt(webDir, hash);
  pruneBuilds(builds, hash);
  return { folder, built };
}

function pointDistAt(webDir: string, hash: string): void {
  const dist = join(webDir, 'dist');
  const isLink = existsSync(dist) || isDanglingLink(dist) ? lstatSync(dist).isSymbolicLink() : false;
  // A plain folder from an older checkout is moved aside once, so the link can take its place.
  if (!isLink && existsSync(dist)) renameSync(dist, join(webDir, 'builds', `previous-${Date.now()}`));
  const next = join(webDir, `.dist-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(join('builds', hash), next, 'dir');
  renameSync(next, dist);
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function pruneBuilds(builds: string, current: string): void {
  const others = readdirSync(builds)
    .filter((name) => name !== current && !name.startsWith('.tmp-'))
    .map((name) => ({ path: join(builds, name), at: statSync(join(builds, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of others.slice(KEPT_BUILDS)) rmSync(old.path, { recursive: true, force: true });
}
