import { againstBare, printAgainstBare } from './support/against-bare.ts';
import { startScript } from './support/processes.ts';

/** Issue 28: an authenticated console read at a quarter of bare node at least, as for the customers' reads. */
const CONSOLE_READ_TARGET = 0.25;
const EDITOR = { email: 'editor@northfield.example.edu', password: 'Demo-pass1!' };

/** A console session cookie of the demo editor (no second factor), as a Cookie header. */
export async function consoleCookie(base: string, login = EDITOR): Promise<string> {
  const res = await fetch(`${base}/v1/console/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`console login answered ${res.status}`);
  return cookie;
}

/** The console's figures: its signed-in read (`GET /v1/console/session`) against bare node:http sending the same answer. */
export async function benchConsole(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const cookie = await consoleCookie(base);
    printAgainstBare('console/session', await againstBare({ url: `${base}/v1/console/session`, pid: app.pid, headers: { cookie } }), CONSOLE_READ_TARGET, 'signed in, session and roles checked in the database');
  } finally {
    await app.stop();
  }
}
