import { getHelpSearch, postHelpAnswer, postHelpFollowUp } from '@commons/contract';
import { switchPlanBody, questionNamed, treeOf } from '../../modules/help/testing/help-test-kit.ts';
import { siteIdsBySlug } from '../site-list-checks.ts';
import type { TestApp } from '../test-app.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

/**
 * Hints that let the help calls reach past their checks: northfield, a word its questions hold,
 * its switch-plan form answer with a filled-in form, and an answer that takes follow-up questions
 * with the follow-up's fields.
 */
export async function helpHints(t: TestApp): Promise<(target: FuzzTarget) => Hints> {
  const { northfield } = await siteIdsBySlug(t, ['northfield']);
  if (northfield === undefined) throw new Error('The fuzz database has no northfield.');
  const tree = await treeOf(t, northfield);
  const answer = switchPlanBody(northfield, tree);
  const contact = questionNamed(tree, 'Can I cancel my meal plan?').answer;
  if (!contact) throw new Error('The fuzz database has no follow-up answer.');
  const same = (target: FuzzTarget, def: { method: string; path: string }) => target.method === def.method && target.path === def.path;
  return (target): Hints => {
    if (same(target, getHelpSearch)) return { site_id: [northfield], needle: ['plan', 'Crème'] };
    // Hints are plain values by field name; the whole filled-in form is the one value of `form`.
    if (same(target, postHelpAnswer)) return { site_id: [northfield], answer_id: [answer.answer_id], form: [answer.form] as unknown as readonly string[] };
    if (same(target, postHelpFollowUp)) {
      return { site_id: [northfield], answer_id: [contact.id], name: ['Jamie Rivera'], email: ['jamie@example.edu'], student_id: ['N123'], comments: ['Can I cancel later?'] };
    }
    return {};
  };
}
