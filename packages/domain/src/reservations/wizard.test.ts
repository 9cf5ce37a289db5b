import { describe, expect, it } from 'vitest';
import { initialWizard, wizardReducer, type WizardAction, type WizardRules, type WizardState } from './wizard.ts';

const both: WizardRules = { use_reservation_hours: true, allow_guest_friends: true };
const neither: WizardRules = { use_reservation_hours: false, allow_guest_friends: false };
const run = (rules: WizardRules | null, ...actions: WizardAction[]): WizardState =>
  actions.reduce((state, action) => wizardReducer(state, action, rules), initialWizard());

describe('wizardReducer', () => {
  it('starts at the location step with nothing chosen', () => {
    expect(initialWizard()).toEqual({ step: 'location', locationId: null, date: null, scheduleId: null, minute: null, friends: null });
  });
  it('walks location, date, block, time, guests, create where the location uses hours and guests', () => {
    const steps = [
      { type: 'location', locationId: 7 },
      { type: 'date', date: '2026-06-10' },
      { type: 'block', scheduleId: 3 },
      { type: 'time', minute: 690 },
      { type: 'guests', friends: 2 },
    ] as const;
    expect(steps.map((_, i) => run(both, ...steps.slice(0, i + 1)).step)).toEqual(['date', 'block', 'time', 'guests', 'create']);
    expect(run(both, ...steps)).toEqual({ step: 'create', locationId: 7, date: '2026-06-10', scheduleId: 3, minute: 690, friends: 2 });
  });
  it('skips the block and guest steps where the location uses neither, with no friends', () => {
    const atDate = run(neither, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' });
    expect(atDate.step).toBe('time');
    expect(wizardReducer(atDate, { type: 'time', minute: 690 }, neither)).toEqual({
      step: 'create',
      locationId: 7,
      date: '2026-06-10',
      scheduleId: null,
      minute: 690,
      friends: 0,
    });
  });
  it('choosing a location again resets to the date step and clears the rest', () => {
    const done = run(both, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'block', scheduleId: 3 }, { type: 'time', minute: 690 });
    expect(wizardReducer(done, { type: 'location', locationId: 8 }, both)).toEqual({ ...initialWizard(), step: 'date', locationId: 8 });
  });
  it('picking a date clears time and block', () => {
    const done = run(both, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'block', scheduleId: 3 }, { type: 'time', minute: 690 }, { type: 'guests', friends: 1 });
    expect(wizardReducer(done, { type: 'date', date: '2026-06-11' }, both)).toEqual({
      step: 'block',
      locationId: 7,
      date: '2026-06-11',
      scheduleId: null,
      minute: null,
      friends: null,
    });
  });
  it('picking a block clears the time and guests', () => {
    const done = run(both, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'block', scheduleId: 3 }, { type: 'time', minute: 690 }, { type: 'guests', friends: 1 });
    expect(wizardReducer(done, { type: 'block', scheduleId: 4 }, both)).toMatchObject({ step: 'time', scheduleId: 4, minute: null, friends: null });
  });
  it('picking a time again clears the guests', () => {
    const done = run(both, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'block', scheduleId: 3 }, { type: 'time', minute: 690 }, { type: 'guests', friends: 1 });
    expect(wizardReducer(done, { type: 'time', minute: 720 }, both)).toMatchObject({ step: 'guests', minute: 720, friends: null });
  });
  it('returns to the location step with everything cleared once created', () => {
    const done = run(neither, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'time', minute: 690 });
    expect(wizardReducer(done, { type: 'created' }, neither)).toEqual(initialWizard());
  });
  it('ignores a choice whose earlier steps are not made', () => {
    const start = initialWizard();
    expect(wizardReducer(start, { type: 'date', date: '2026-06-10' }, both)).toBe(start);
    expect(wizardReducer(start, { type: 'time', minute: 690 }, both)).toBe(start);
    const atBlock = run(both, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' });
    expect(wizardReducer(atBlock, { type: 'time', minute: 690 }, both)).toBe(atBlock);
    expect(wizardReducer(atBlock, { type: 'guests', friends: 1 }, both)).toBe(atBlock);
    const atTime = run(neither, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' });
    expect(wizardReducer(atTime, { type: 'block', scheduleId: 3 }, neither)).toBe(atTime);
  });
  it('without rules yet, has no block or guest step', () => {
    expect(run(null, { type: 'location', locationId: 7 }, { type: 'date', date: '2026-06-10' }, { type: 'time', minute: 690 })).toMatchObject({
      step: 'create',
      friends: 0,
    });
  });
});
