import { and, eq } from 'drizzle-orm';
import { postFeedback } from '@commons/contract';
import { locations, sites } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../modules/forms/forms-test-kit.ts';
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
  return (target): Hints =>
    target.method === postFeedback.method && target.path === postFeedback.path
      ? { site_id: [site.id], location: [location.id], first_name: ['Jamie'], last_name: ['Rivera'], email: ['jamie@example.edu'], comments: ['Great chili'], birthday: ['04/23'], student_id: ['N123'], captcha: [captcha] }
      : {};
}
