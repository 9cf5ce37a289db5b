import { useId } from 'react';

/** The ids that tie a field's label, hint and error to its control, and the control's aria-describedby. */
export function useFieldIds(hasHint: boolean, error: string | undefined) {
  const base = useId();
  const ids = { control: `${base}control`, label: `${base}label`, hint: `${base}hint`, error: `${base}error` };
  const describedBy = [hasHint ? ids.hint : null, error !== undefined ? ids.error : null].filter((id) => id !== null).join(' ');
  return { ...ids, describedBy: describedBy === '' ? undefined : describedBy, isInvalid: error !== undefined };
}
