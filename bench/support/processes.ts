import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  port: number;
  /** Everything the script printed before it listened. */
  output: string;
  stop: () => Promise<void>;
}

/** Starts a `tsx` script that prints `PORT n` once it listens. */
export function startScript(script: string, env: Record<string, string> = {}): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child: ChildProcess = spawn('npx', ['tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) {
        resolvePromise({
          port: Number(match[1]),
          output,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
