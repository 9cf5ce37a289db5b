import type { HelpQuestion } from '@commons/contract';
import type { TestApp } from '../../../test-support/test-app.ts';

/** Every question of a tree, depth first. */
export function flatten(questions: readonly HelpQuestion[]): HelpQuestion[] {
  return questions.flatMap((question) => [question, ...flatten(question.child_questions)]);
}

/** A site's help tree through the API. */
export async function treeOf(t: TestApp, siteId: number): Promise<HelpQuestion[]> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/dynamic_faqs?site_id=${siteId}` });
  if (res.statusCode !== 200) throw new Error(`No help tree: ${res.body}`);
  return res.json<{ questions: HelpQuestion[] }>().questions;
}

/** The question of a tree with this text. */
export function questionNamed(tree: readonly HelpQuestion[], text: string): HelpQuestion {
  const found = flatten(tree).find((question) => question.text === text);
  if (!found) throw new Error(`No help question "${text}"`);
  return found;
}

/** The demo form answer "How do I switch plans mid-semester?" (seed-help.ts), its element ids by label. */
export function switchPlanForm(tree: readonly HelpQuestion[]) {
  const answer = questionNamed(tree, 'How do I switch plans mid-semester?').answer;
  if (answer?.type !== 'form') throw new Error('The switch-plan answer is not a form');
  const id = (label: string) => {
    const element = answer.form_elements.find((e) => e.label === label);
    if (!element) throw new Error(`No element "${label}"`);
    return element.id;
  };
  const ids = { plan: id('New meal plan'), studentId: id('Student ID'), email: id('Email address'), terms: id('Apply the change to'), notes: id('Anything else we should know?') };
  return { answer, ids };
}

/** A filled-in switch-plan form for `siteId`, with `changes` by element id (undefined leaves the element out). */
export function switchPlanBody(siteId: number, tree: readonly HelpQuestion[], changes: Record<number, unknown> = {}) {
  const { answer, ids } = switchPlanForm(tree);
  const values: Record<number, unknown> = {
    [ids.plan]: 'Silver',
    [ids.studentId]: 'N1234567',
    [ids.email]: 'jamie.rivera@example.edu',
    [ids.terms]: ['Spring semester'],
    [ids.notes]: 'Starting next week, please.',
    ...changes,
  };
  const form = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => ({ id: Number(id), value, valid: true }));
  return { answer_id: answer.id, site_id: siteId, form };
}

/** A filled-in follow-up question about `answerId`, with `changes`. */
export function followUpBody(siteId: number, answerId: number, changes: Record<string, unknown> = {}) {
  return { site_id: siteId, answer_id: answerId, name: 'Jamie Rivera', email: 'jamie.rivera@example.edu', student_id: 'N1234567', comments: 'Can I cancel after the second week if I move off campus?', ...changes };
}
