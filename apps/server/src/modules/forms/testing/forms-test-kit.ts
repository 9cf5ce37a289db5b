import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { TestApp } from '../../../test-support/test-app.ts';

/** Captcha settings that a test solves in milliseconds. */
export const QUICK_CAPTCHA = { CAPTCHA_COST: 1, CAPTCHA_MAX_COUNTER: 20 } as const;

/** Solves a challenge of the running app as the widget does, and answers the payload it would send. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/captcha/challenge', remoteAddress: '10.55.0.1' });
  const { challenge } = res.json() as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A valid feedback form of northfield (ids of the test's site and location), with `changes`. */
export function feedbackForm(siteId: number, locationId: number | null, captcha: string, changes: Record<string, unknown> = {}) {
  return {
    site_id: siteId,
    first_name: 'Jamie',
    last_name: 'Rivera',
    email: 'jamie.rivera@example.edu',
    student_id: 'N1234567',
    location: locationId,
    customer_residence: 'On Campus',
    customer_type: 'Sophomore',
    comments: 'The vegan chili on Tuesday was great.\nCould it come back on Fridays?',
    offers: 'true',
    birthday: '04/23',
    captcha,
    ...changes,
  };
}
