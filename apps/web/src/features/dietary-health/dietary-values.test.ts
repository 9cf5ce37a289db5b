import { describe, expect, it } from 'vitest';
import { dietaryHealthBody } from '@commons/contract';
import { DIETARY_TEXTS } from '@commons/domain';
import { dietaryBody, dietaryPrefill, emptyDietary, prefillPatch } from './dietary-values.ts';

const customer = { first_name: 'Demo', last_name: 'Student', email: 'demo@northfield.example.edu', allergens: ['Milk', 'Shellfish - Mollusk', 'Mustard'], carries_epinephrine: true };

describe('the dietary form prefilled from a profile', () => {
  it('takes the name, e-mail, allergens with the others named, and a Yes to carrying epinephrine', () => {
    expect(dietaryPrefill(customer)).toEqual({
      name: 'Demo Student',
      email: 'demo@northfield.example.edu',
      allergens: ['Milk', 'Shellfish', 'Other (Please specify)'],
      other_allergies: 'Mustard',
      carries_epinephrine: 'true',
    });
  });

  it('leaves the epinephrine question unanswered when the profile does not say yes', () => {
    expect(dietaryPrefill({ ...customer, carries_epinephrine: false })).not.toHaveProperty('carries_epinephrine');
  });

  it('fills an empty form entirely', () => {
    const blank = emptyDietary(3, '2026-11-24');
    expect({ ...blank, ...prefillPatch(dietaryPrefill(customer), blank) }).toMatchObject({ site_id: 3, date: '2026-11-24', name: 'Demo Student', other_allergies: 'Mustard' });
  });

  it('never replaces what the visitor already typed or chose', () => {
    const typed = { ...emptyDietary(3, '2026-11-24'), name: 'Dee Student', allergens: ['Egg' as const], carries_epinephrine: 'false' as const };
    expect(prefillPatch(dietaryPrefill(customer), typed)).toEqual({ email: 'demo@northfield.example.edu' });
  });

  it('keeps Other allergies the visitor typed while filling the boxes', () => {
    const typed = { ...emptyDietary(3, '2026-11-24'), other_allergies: 'Kiwi' };
    expect(prefillPatch(dietaryPrefill(customer), typed)).toMatchObject({ allergens: ['Milk', 'Shellfish', 'Other (Please specify)'] });
    expect(prefillPatch(dietaryPrefill(customer), typed)).not.toHaveProperty('other_allergies');
  });
});

describe('the body sent', () => {
  const valid = {
    ...emptyDietary(3, '2026-11-24'),
    name: 'Demo Student',
    email: 'demo@northfield.example.edu',
    allergens: ['Milk'],
    other_allergies: 'Kiwi',
    epipen: 'true',
    carries_epinephrine: 'true',
    celiac: 'false',
    gluten_intolerant: 'false',
    gf_diet: 'false',
    medical_diet: 'false',
    consent: 'true',
  };

  it('drops Other allergies left over once Other is unticked', () => {
    const parsed = dietaryHealthBody.parse(valid);
    expect(dietaryBody(parsed).other_allergies).toBe('');
    const withOther = dietaryHealthBody.parse({ ...valid, allergens: ['Milk', 'Other (Please specify)'] });
    expect(dietaryBody(withOther).other_allergies).toBe('Kiwi');
  });

  it("is refused without consent, in the domain's words", () => {
    const refused = dietaryHealthBody.safeParse({ ...valid, consent: 'false' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([DIETARY_TEXTS.consentRequired]);
  });
});
