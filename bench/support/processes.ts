import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Started {
  port: number;
  /** The server's own process: Node runs the script itself. */
  pid: number;
  /** Everything the script printed before it listened. */
  output: string;
  /** Everything it has printed so far (its log lines after it listened, too). */
  printed: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a TypeScript script in Node itself (tsx as a loader, no npx wrapper), so SIGTERM reaches
 * the script and its shutdown handler runs; resolves once it prints `PORT n`.
 */
export function startScript(script: string, env: Record<string, string> = {}): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    let started = false;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match && !started) {
        started = true;
        resolvePromise({
          port: Number(match[1]),
          pid: child.pid ?? 0,
          output,
          printed: () => output,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => {
      if (!started) reject(new Error(`${script} exited with ${code}`));
    });
  });
}

/**
 * The bare node:http ceiling answering `body`, with `headers` when given (else a JSON content type
 * alone). Both travel in files: large answers do not fit in an environment variable.
 */
export function startBareServer(body: string, headers?: Record<string, string>): Promise<Started> {
  return startScript('bench/support/bare-server.ts', {
    BENCH_BODY_FILE: bodyFile(body),
    ...(headers ? { BENCH_HEADERS_FILE: bodyFile(JSON.stringify(headers)) } : {}),
  });
}

function bodyFile(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'commons-bench-body-')), 'body');
  writeFileSync(file, body);
  return file;
}
