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

  it('leaves an empty field empty, and refuses letters and other signs as they are typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('(')).toBe('');
    expect(maskPhone('617abc')).toBe('(617');
    expect(maskPhone('(617) 5x')).toBe('(617) 5');
    expect(maskPhone('617.555.0123')).toBe('(617) 555 - 0123');
  });

  it('keeps the ten digits of a number pasted with the country code 1', () => {
    expect(maskPhone('+1 617 555 0123')).toBe('(617) 555 - 0123');
    expect(maskPhone('1-617-555-0123')).toBe('(617) 555 - 0123');
    expect(maskPhone('+44 20 7946 0958')).toBe('442079460958');
  });

  it('gives a value the phone rule takes once all 10 digits are in', () => {
    expect(phoneProblem(maskPhone('6175550123'))).toBeNull();
    expect(phoneProblem(maskPhone('617555'))).toBe('Please enter a valid phone number');
  });
});
