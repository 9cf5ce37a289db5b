import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint.ts';
import { endpoints } from './endpoints.ts';

describe('buildPath', () => {
  it('fills every placeholder of a path', () => {
    expect(buildPath(endpoints.getLocationPeriod.path, { id: 3, periodId: 12 })).toBe('/v1/location/3/periods/12');
    expect(buildPath(endpoints.getEventIcs.path, { site: 'northfield', id: 8 })).toBe('/v1/events/northfield/8.ics');
  });

  it('encodes what it fills in, so a value cannot reach another path', () => {
    expect(buildPath(endpoints.getSiteInfo.path, { slug: '../admin?x=1' })).toBe('/v1/sites/..%2Fadmin%3Fx%3D1/info');
  });

  it('throws when a placeholder has no value', () => {
    expect(() => buildPath(endpoints.getLocationPeriod.path, { id: 3 })).toThrow('Missing path parameter periodId');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(buildPath(endpoints.getPublicSites.path, {})).toBe('/v1/sites/public');
  });
});
