import { describe, expect, it } from 'vitest';
import { phoneProblem } from './customer-fields.ts';
import { maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it('fills (999) 999 - 9999 from the left as digits are typed', () => {
    expect(maskPhone('6')).toBe('(6');
    expect(maskPhone('617')).toBe('(617');
    expect(maskPhone('6175')).toBe('(617) 5');
    expect(maskPhone('617555')).toBe('(617) 555');
    expect(maskPhone('6175550')).toBe('(617) 555 - 0');
    expect(maskPhone('6175550123')).toBe('(617) 555 - 0123');
  });

  it('lets Backspace remove a digit: no separator trails the last one', () => {
    expect(maskPhone('(617) ')).toBe('(617');
    expect(maskPhone('(617) 555 -')).toBe('(617) 555');
    expect(maskPhone('(61')).toBe('(61');
  });

  it('re-masks a value already masked, or typed with other spacing', () => {
    expect(maskPhone('(617) 555 - 0123')).toBe('(617) 555 - 0123');
    expect(maskPhone('617-555-0123')).toBe('(617) 555 - 0123');
    expect(maskPhone('(617) 555 - 01234')).toBe('61755501234');
  });

  it('leaves an empty field empty, and text that is not digits as typed so its rule can speak', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('(')).toBe('');
    expect(maskPhone('617abc')).toBe('617abc');
    expect(phoneProblem(maskPhone('617abc'))).toBe('A phone number must only contain numbers');
  });

  it('gives a value the phone rule takes once all 10 digits are in', () => {
    expect(phoneProblem(maskPhone('6175550123'))).toBeNull();
    expect(phoneProblem(maskPhone('617555'))).toBe('Please enter a valid phone number');
  });
});
