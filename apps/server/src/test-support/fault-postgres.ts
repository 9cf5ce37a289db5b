import { connect } from 'node:net';
import { readConfig } from '../config.ts';

/** Where CI (and the README) keep PostgreSQL when DATABASE_URL names none. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const target = new URL(url);
    const socket = connect(Number(target.port || 5432), target.hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.once('connect', () => socket.destroy()).once('error', () => socket.destroy());
  });

/**
 * The PostgreSQL that tests of the database's faults break the link to: DATABASE_URL's, or the
 * local one on 127.0.0.1:5432 when the rest of the suite runs on PGlite (a network link to break is
 * what these tests are about, and PGlite has none). Null only when DATABASE_URL is unset and no
 * PostgreSQL answers there; with DATABASE_URL set, a database that does not answer fails the tests.
 */
export async function postgresForFaultTests(): Promise<string | null> {
  return givenOrLocalPostgres();
}

/**
 * The PostgreSQL that races between app instances run on, found as `postgresForFaultTests` finds
 * its own: PGlite is one connection that runs one transaction at a time, so two instances sharing
 * it never overlap, and a race there proves nothing.
 */
export async function postgresForRaceTests(): Promise<string | null> {
  return givenOrLocalPostgres();
}

async function givenOrLocalPostgres(): Promise<string | null> {
  const { DATABASE_URL } = readConfig();
  if (DATABASE_URL) return DATABASE_URL;
  return (await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : null;
}
