import { describe, expect, it } from 'vitest';
import { faultOf, isDatabaseUnavailable, isReadOnlyStatement, UNREACHABLE_NOW } from './faults.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle hands a driver's error on. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('faultOf', () => {
  it.each([
    [new Error('Connection terminated unexpectedly'), 'lost'],
    [withCode('read ECONNRESET', 'ECONNRESET'), 'lost'],
    [withCode('terminating connection due to administrator command', '57P01'), 'lost'],
    [new Error('Client has encountered a connection error and is not queryable'), 'lost'],
    [new Error('Query read timeout'), 'unreachable'],
    [withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'unreachable'],
    [new Error(UNREACHABLE_NOW), 'unreachable'],
    [withCode('the database system is starting up', '57P03'), 'unreachable'],
    [new Error('timeout exceeded when trying to connect'), 'unavailable'],
    [withCode('canceling statement due to statement timeout', '57014'), 'unavailable'],
  ] as const)('%s is %s, wrapped or not', (error, fault) => {
    expect(faultOf(error)).toBe(fault);
    expect(faultOf(wrapped(error))).toBe(fault);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('judges by the outermost error that says: a connect timeout is not a lost query, whatever its cause', () => {
    const timeout = new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') });
    expect(faultOf(wrapped(timeout))).toBe('unreachable');
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near "selec"', '42601'),
    new Error('Site not found.'),
    new TypeError('x is undefined'),
  ])('leaves the request’s own failures alone: %s', (error) => {
    expect(faultOf(wrapped(error))).toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it.each([
    'select 1',
    '  SELECT "id", "name" from "sites" where lower("sites"."slug") = $1 limit $2',
    '/* page */ select count(*) from sites',
    '-- a note\nselect * from menus',
  ])('sends %j again', (text) => expect(isReadOnlyStatement(text)).toBe(true));

  it.each([
    'insert into rate_limits (key) values ($1) returning hits',
    'update sites set name = name',
    'delete from rate_limits',
    'with gone as (delete from rate_limits returning *) select count(*) from gone',
    "select pg_notify('menus_changed', $1)",
    'select pg_advisory_xact_lock(1, 2)',
    "select nextval('sites_id_seq')",
    'select * from sites where id = $1 for update',
    'select * into copy_of_sites from sites',
    'begin',
  ])('never sends %j twice', (text) => expect(isReadOnlyStatement(text)).toBe(false));
});
