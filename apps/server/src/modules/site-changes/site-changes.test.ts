import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationSchedule } from '@commons/contract';
import type { ConsoleLiveLocation, LiveLocationsAnswer } from '@commons/contract/console';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { sitesKit, type SitesKit } from '../console-sites/testing/console-sites-kit.ts';
import { siteChangeFanout } from './site-change-fanout.ts';

/** docs/product/api.md#site-changes: an open page hears of a staff change within a second, and what it asks for then is fresh. */
let k: SitesKit;
let kitchen: ConsoleBrowser;
let origin = '';

beforeAll(async () => {
  k = await sitesKit();
  kitchen = await k.as('location_manager');
  await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(k.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!isClosed) await k.t.close();
});
let isClosed = false;

/** An open change stream of `slug`, and the text it has sent so far. */
function follow(slug: string): Promise<{ response: IncomingMessage; text: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/v1/sites/${slug}/changes`, { headers: { accept: 'text/event-stream' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', () => undefined);
      resolve({ response, text: () => text, close: () => request.destroy() });
    });
    request.on('error', reject);
    request.end();
  });
}

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a site’s change stream', () => {
  it('sends an event when staff change the site, after which the status answer is fresh', async () => {
    const stream = await follow('Northfield');
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
    await until(() => stream.text().includes(': following northfield'));

    const statusUrl = `/v1/locations/status?site_id=${k.northfield}`;
    await k.t.app.inject({ method: 'GET', url: statusUrl }); // kept for this minute
    const listed = await kitchen.get(`/v1/console/sites/${k.northfield}/live`);
    const [first] = listed.json<LiveLocationsAnswer>().locations;
    if (!first) throw new Error('no location');
    const saved = await kitchen.send('PUT', `/v1/console/sites/${k.northfield}/locations/${first.id}/live`, { closure: { message: 'Closed early today: water outage', until: null }, busy_level: null, version: first.version });
    expect(saved.statusCode, saved.body).toBe(200);

    await until(() => stream.text().includes('event: site_changed'));
    const status = await k.t.app.inject({ method: 'GET', url: statusUrl });
    expect(status.json<{ location_schedules: LocationSchedule[] }>().location_schedules.find((l) => l.id === first.id)?.closed_now?.message).toBe('Closed early today: water outage');
    stream.close();

    const reopened = await kitchen.send('PUT', `/v1/console/sites/${k.northfield}/locations/${first.id}/live`, { closure: null, busy_level: null, version: saved.json<{ location: ConsoleLiveLocation }>().location.version });
    expect(reopened.statusCode).toBe(200);
  });

  it('answers an unknown or unpublished site with an error, and a caller that asks for no stream with the last change it heard of', async () => {
    expect((await k.t.app.inject({ method: 'GET', url: '/v1/sites/nowhere/changes', headers: { accept: 'text/event-stream' } })).statusCode).toBe(404);
    const plain = await k.t.app.inject({ method: 'GET', url: '/v1/sites/northfield/changes' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<{ changed_at: string | null }>().changed_at).toEqual(expect.any(String));
  });
});

describe('shutting down', () => {
  it('ends the open streams, so the server does not wait for them', async () => {
    const stream = await follow('northfield');
    const ended = new Promise<void>((resolve) => stream.response.once('end', () => resolve()));
    isClosed = true;
    await k.t.close();
    await ended;
  });
});

describe('the fan-out', () => {
  it('tells each stream of the changed site only, and holds at most its cap', () => {
    const fanout = siteChangeFanout(2);
    const heard: string[] = [];
    const a = fanout.subscribe(1, () => heard.push('a'));
    const b = fanout.subscribe(2, () => heard.push('b'));
    expect(fanout.subscribe(1, () => heard.push('c'))).toBeNull();
    fanout.announce({ site_id: 1 }, new Date());
    expect(heard).toEqual(['a']);
    fanout.announce(null, new Date());
    expect(heard).toEqual(['a', 'a', 'b']);
    a?.();
    a?.();
    expect(fanout.openStreams()).toBe(1);
    b?.();
    expect(fanout.openStreams()).toBe(0);
  });
});
