import { describe, expect, it } from 'vitest';
import { paths, safeNext } from './paths.ts';

describe('the page a sign-in goes back to', () => {
  it('is the console page that sent the person to the login, relative to the console', () => {
    expect(safeNext('/console/sites/northfield/activity')).toBe('/sites/northfield/activity');
    expect(safeNext('/console/sites/northfield?tab=1')).toBe('/sites/northfield?tab=1');
    expect(safeNext('/console/')).toBe('/');
  });

  it("is the console's home for anything outside the console, another origin, or the login itself", () => {
    for (const next of [null, '', '/northfield', '/consolex/y', 'https://evil.example/console/', '//evil.example/console/', '/console//evil.example', '/console/\\evil', '/console/login', '/console/login?next=%2Fconsole%2F']) {
      expect(safeNext(next), String(next)).toBe('/');
    }
  });
});

describe('console addresses', () => {
  it('carry where to go after the login or the set-up, except the home', () => {
    expect(paths.login('/console/sites/northfield')).toBe('/login?next=%2Fconsole%2Fsites%2Fnorthfield');
    expect(paths.login('/console/')).toBe('/login');
    expect(paths.login()).toBe('/login');
    expect(paths.enrolment('/console/sites/lakeside/activity')).toBe('/second-factor?next=%2Fconsole%2Fsites%2Flakeside%2Factivity');
    expect(paths.enrolment('/console')).toBe('/second-factor');
  });

  it("name a site's pages by slug, and its public site outside the console", () => {
    expect(paths.site('northfield')).toBe('/sites/northfield');
    expect(paths.activity('northfield')).toBe('/sites/northfield/activity');
    expect(paths.publicSite('northfield')).toBe('/northfield');
  });
});
