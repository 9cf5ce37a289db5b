/** How ticking or unticking one box of a group changes the group's choice. */
export type ChoiceToggle = (chosen: readonly string[], option: string, isOn: boolean) => string[];

/** The plain rule: the box's option in or out, the choice kept in the list's order. */
export const toggleInList =
  (list: readonly string[]): ChoiceToggle =>
  (chosen, option, isOn) =>
    list.filter((item) => (item === option ? isOn : chosen.includes(item)));

/**
 * 'None' stands alone: ticking it clears the others, ticking another clears it (the contract refuses
 * 'None' with others, a choice the kitchen cannot act on).
 */
export const toggleWithExclusiveNone =
  (list: readonly string[], none = 'None'): ChoiceToggle =>
  (chosen, option, isOn) => {
    const next = toggleInList(list)(chosen, option, isOn);
    if (!isOn) return next;
    return option === none ? [none] : next.filter((item) => item !== none);
  };
