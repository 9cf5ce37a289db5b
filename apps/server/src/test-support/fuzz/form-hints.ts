import { and, eq } from 'drizzle-orm';
import { postDietaryHealthForm, postFeedback, postOnTheGoForm } from '@commons/contract';
import { locations, sites } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../modules/forms/testing/forms-test-kit.ts';
import type { TestApp } from '../test-app.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

/**
 * Hints that let the public forms reach past their checks: northfield, one of its feedback
 * locations, fields its rules accept, and one solved captcha (the base request uses it up; the
 * variants after it then meet the replay check).
 */
export async function formHints(t: TestApp): Promise<(target: FuzzTarget) => Hints> {
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'northfield'));
  const [location] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.site_id, site?.id ?? 0), eq(locations.feedback, true)))
    .limit(1);
  if (!site || !location) throw new Error('The fuzz database has no feedback location on northfield.');
  const captcha = await solvedCaptcha(t);
  const offer = await t.app.inject({ method: 'GET', url: `/v1/on_the_go/pick_up_times?site_id=${site.id}` });
  const pickUp = (offer.json() as { times?: { value: string }[] }).times?.[0]?.value;
  if (!pickUp) throw new Error(`The fuzz database offers no on-the-go pick-up time: ${offer.body}`);
  const is = (target: FuzzTarget, def: { method: string; path: string }) => target.method === def.method && target.path === def.path;
  return (target): Hints => {
    if (is(target, postFeedback)) {
      return { site_id: [site.id], location: [location.id], first_name: ['Jamie'], last_name: ['Rivera'], email: ['jamie@example.edu'], comments: ['Great chili'], birthday: ['04/23'], student_id: ['N123'], captcha: [captcha] };
    }
    const person = { site_id: [site.id], name: ['Avery Lee'], email: ['avery@example.edu'] };
    // Hints are plain values by field name; a list's one value is the whole list.
    if (is(target, postDietaryHealthForm)) return { ...person, date: ['2026-11-24'], consent: ['true'], other_allergies: ['Kiwi'], allergens: [['Milk']] as unknown as readonly string[] };
    if (is(target, postOnTheGoForm)) return { ...person, student_id: ['N123'], pick_up: [pickUp], entree: ['Salad'], base: ['Romaine'] };
    if (target.path === '/v1/on_the_go/pick_up_times') return { site_id: [site.id] };
    return {};
  };
}
