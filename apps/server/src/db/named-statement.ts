import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';

/** What drizzle's database and transaction objects carry (not in their public type). */
interface DrizzleInternals {
  session: PgSession;
  dialect: PgDialect;
}

/**
 * Runs `query` as the prepared statement `name`: on PostgreSQL each connection parses and plans it
 * once and then only binds values (a query of several joins spends most of its time in planning).
 * `name` must always go with the same SQL text. PGlite runs it as a plain query.
 */
export async function executeNamed<Row>(runner: object, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const { session, dialect } = runner as DrizzleInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}

/**
 * `query`, with `sql.placeholder` values, made ready once as the prepared statement `name` (see
 * executeNamed); each call binds `values` and answers the rows as the driver gives them.
 */
export function namedStatement<Row>(runner: object, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const { session, dialect } = runner as DrizzleInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
}
