import { describe, expect, it } from 'vitest';
import { staffPhone } from './staff-phone.ts';

describe('staffPhone', () => {
  it('shows the formatted phone with a tel: link', () => {
    expect(staffPhone({ phone: '6175550142', phone_formatted: '(617) 555-0142' })).toEqual({ text: '(617) 555-0142', href: 'tel:+16175550142' });
    expect(staffPhone({ phone: '555-0100 x12', phone_formatted: '555-0100 x12' })).toEqual({ text: '555-0100 x12', href: 'tel:555010012' });
  });

  it('hides the placeholder 0000000000, however it is written, and a missing phone', () => {
    expect(staffPhone({ phone: '0000000000', phone_formatted: '(000) 000-0000' })).toBeNull();
    expect(staffPhone({ phone: '(000) 000-0000', phone_formatted: '(000) 000-0000' })).toBeNull();
    expect(staffPhone({ phone: null, phone_formatted: null })).toBeNull();
    expect(staffPhone({ phone: '  ', phone_formatted: null })).toBeNull();
  });
});
