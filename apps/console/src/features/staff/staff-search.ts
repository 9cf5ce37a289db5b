import type { StaffMember } from '@commons/contract/console';

/** Lower case, accents dropped, spaces run together: "  José " and "jose" compare alike. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a person's name or e-mail holds what was searched, ignoring case and accents; an empty search matches everyone. */
export function matchesPerson(member: Pick<StaffMember, 'name' | 'email'>, search: string): boolean {
  const wanted = folded(search);
  return wanted === '' || folded(member.name).includes(wanted) || folded(member.email).includes(wanted);
}
