import { HIDDEN_STAFF_PHONE, type StaffMember } from '@commons/contract';

export interface StaffPhone {
  /** As shown: '(617) 555-0142'. */
  text: string;
  /** A tel: link of the digits. */
  href: string;
}

/** The phone a staff card shows, or null: none, or the placeholder 0000000000 (docs/product/site.md#staff). */
export function staffPhone(member: Pick<StaffMember, 'phone' | 'phone_formatted'>): StaffPhone | null {
  const digits = member.phone?.replace(/\D/g, '') ?? '';
  if (digits === '' || digits === HIDDEN_STAFF_PHONE) return null;
  return { text: member.phone_formatted ?? member.phone ?? digits, href: `tel:${digits.length === 10 ? `+1${digits}` : digits}` };
}
