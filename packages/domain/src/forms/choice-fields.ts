/** Rules shared by the public forms' yes/no and list answers. */

/** A yes/no answer as the forms send it (docs/product/forms.md#dietary-health: radio answers are the strings 'true' and 'false'). */
export type YesNo = 'true' | 'false';
export const YES_NO: readonly YesNo[] = ['true', 'false'];

/** A list's value with its duplicates dropped, in the list's own order. */
export function inListOrder<T extends string>(list: readonly T[], chosen: readonly string[]): T[] {
  return list.filter((option) => chosen.includes(option));
}

/** 'None' chosen with something else is a contradiction a kitchen cannot act on. */
export const isNoneWithOthers = (chosen: readonly string[]) => chosen.includes('None') && chosen.length > 1;
