import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { browser, signUpForm } from '../modules/customers/testing/customer-test-kit.ts';
import { errorMessageForLog } from './log-redaction.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
let t: TestApp;
let siteId = 0;
/** Every log line the app wrote. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ today: TODAY, config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
  siteId = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
});
afterAll(async () => t.close());

describe('a failed query in the log', () => {
  it('names the statement and its error, never the values it carried (no name, e-mail, phone or address)', async () => {
    // A customer insert that PostgreSQL refuses the way a unique index does: the detail quotes the row's values.
    await t.database.db.execute(sql`
      create function refuse_customer() returns trigger language plpgsql as $$
      begin
        raise exception 'duplicate key value violates unique constraint "customers_email"'
          using errcode = '23505', detail = format('Key (email)=(%s) already exists.', new.email);
      end $$`);
    await t.database.db.execute(sql`create trigger refuse_customer before insert on customers for each row execute function refuse_customer()`);
    const form = signUpForm(siteId, { first_name: 'Philippa', last_name: 'Quartermaine', email: 'philippa.q@example.edu', confirm_email: 'philippa.q@example.edu', address: '77 Juniper Lane', phone_number: '(413) 555 - 0177' });
    logLines.length = 0;
    const res = await browser(t).signUp(form);
    await t.database.db.execute(sql`drop trigger refuse_customer on customers`);

    expect(res.statusCode).toBe(500);
    const failed = logLines.filter((line) => line.includes('request failed'));
    expect(failed).toHaveLength(1);
    for (const line of logLines) {
      for (const personal of ['Philippa', 'Quartermaine', 'philippa.q@example.edu', '77 Juniper Lane', '4135550177', 'params']) expect(line).not.toContain(personal);
    }
    const logged = JSON.parse(failed[0] ?? '{}');
    expect(logged.err.message).toMatch(/^Failed query: insert into "customers"/);
    expect(logged.err.cause).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "customers_email"' });
  });

  it('keeps a failed query message to its statement', () => {
    expect(errorMessageForLog(new Error('Failed query: select 1 where email = $1\nparams: ada@example.edu'))).toBe('Failed query: select 1 where email = $1');
    expect(errorMessageForLog('connection refused')).toBe('connection refused');
  });
});
