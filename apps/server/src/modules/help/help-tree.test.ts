import { describe, expect, it } from 'vitest';
import { helpTree, searchHelpTree } from './help-tree.ts';
import type { HelpAnswerRow, HelpElementRow } from './help.repo.ts';

const q = (id: number, parent_id: number | null, text: string) => ({ id, parent_id, text });
const textAnswer = (id: number, question_id: number): HelpAnswerRow => ({ id, question_id, type: 'text', description: null, text: 'Yes.', url: null, url_text: null, contact: false });

describe('helpTree', () => {
  it('hangs each question under its parent, in the order given, with its ancestors', () => {
    const tree = helpTree({ questions: [q(1, null, 'A'), q(2, 1, 'A.1'), q(3, 2, 'A.1.a'), q(4, null, 'B'), q(5, 1, 'A.2')], answers: [textAnswer(9, 3)], elements: [] });
    expect(tree.map((n) => n.text)).toEqual(['A', 'B']);
    expect(tree[0]?.child_questions.map((n) => n.text)).toEqual(['A.1', 'A.2']);
    const leaf = tree[0]?.child_questions[0]?.child_questions[0];
    expect(leaf?.parents).toEqual([
      { id: 1, text: 'A' },
      { id: 2, text: 'A.1' },
    ]);
    expect(leaf?.answer).toMatchObject({ id: 9, type: 'text', form_elements: [] });
    expect(tree[1]?.answer).toBeNull();
  });

  it('leaves out questions whose parent is not the site’s, and loops', () => {
    const tree = helpTree({ questions: [q(1, null, 'Top'), q(2, 99, 'Orphan'), q(3, 4, 'Loop a'), q(4, 3, 'Loop b')], answers: [], elements: [] });
    expect(tree.map((n) => n.text)).toEqual(['Top']);
    expect(tree[0]?.child_questions).toEqual([]);
  });

  it('gives a form answer its elements, other answers none', () => {
    const elements: HelpElementRow[] = [
      { id: 20, answer_id: 9, type: 'input', label: 'Student ID', options: [], required: true },
      { id: 21, answer_id: 8, type: 'input', label: 'Stray', options: [], required: false },
    ];
    const tree = helpTree({ questions: [q(1, null, 'Form'), q(2, null, 'Text')], answers: [{ ...textAnswer(9, 1), type: 'form', text: null }, textAnswer(8, 2)], elements });
    expect(tree[0]?.answer?.form_elements).toEqual([{ id: 20, type: 'input', label: 'Student ID', options: [], required: true }]);
    expect(tree[1]?.answer?.form_elements).toEqual([]);
  });
});

describe('searchHelpTree', () => {
  const tree = helpTree({ questions: [q(1, null, 'Café hours'), q(2, 1, 'Weekend café hours'), q(3, null, 'Meal plans')], answers: [], elements: [] });

  it('finds matches depth first, accents aside', () => {
    expect(searchHelpTree(tree, 'CAFE').map((n) => n.id)).toEqual([1, 2]);
    expect(searchHelpTree(tree, 'weekend cafe').map((n) => n.id)).toEqual([2]);
  });

  it('finds nothing for blank text', () => {
    expect(searchHelpTree(tree, '  ')).toEqual([]);
  });
});
