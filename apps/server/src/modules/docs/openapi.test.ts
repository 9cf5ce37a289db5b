import { describe, expect, it } from 'vitest';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './openapi.ts';

type Operation = { parameters: { name: string; in: string }[]; responses: Record<string, { content: Record<string, { schema: unknown }> }> };
const doc = openApiDocument();
const operation = (path: string) => (doc.paths[path] as { get?: Operation } | undefined)?.get;
const mediaTypesOf = (path: string) => Object.keys(operation(path)?.responses['200']?.content ?? {});

describe('the OpenAPI document', () => {
  it('gives the iCalendar and OpenMensa answers their own media types', () => {
    expect(mediaTypesOf('/v1/events/{site}/{id}.ics')).toEqual(['text/calendar']);
    expect(mediaTypesOf('/v1/events/{site}.ics')).toEqual(['text/calendar']);
    expect(mediaTypesOf('/v1/openmensa/{site}/{location}.xml')).toEqual(['application/xml']);
    expect(mediaTypesOf('/v1/sites/{slug}/info')).toEqual(['application/json']);
    // Failures are JSON whatever the answer.
    expect(Object.keys(operation('/v1/events/{site}.ics')?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });

  it("documents a location's hours as an iCalendar file", () => {
    const hours = operation('/v1/locations/{id}/hours.ics');
    expect(hours?.parameters.map((p) => [p.name, p.in])).toEqual([['id', 'path']]);
    expect(mediaTypesOf('/v1/locations/{id}/hours.ics')).toEqual(['text/calendar']);
    expect(docsPage(doc)).toContain('<code>/v1/locations/{id}/hours.ics</code>');
  });
});
