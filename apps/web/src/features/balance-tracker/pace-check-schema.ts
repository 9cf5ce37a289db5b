import { z } from 'zod';

/** Up to 7 whole dollars (commas between thousands allowed), then at most two decimals. */
const AMOUNT = /^\$?(\d{1,7}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/;

export const PACE_CHECK_TEXTS = {
  required: 'Enter your balance today, such as 125.50.',
  negative: 'Your balance cannot be below $0.00. Enter 0 or more.',
  decimals: 'Enter at most two decimals (the cents), such as 125.50.',
  notAmount: 'Enter your balance as a number of dollars, such as 125 or 125.50.',
} as const;

/** The problem with a typed balance, or null when it is an amount of $0.00 or more with at most two decimals. */
export function balanceProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return PACE_CHECK_TEXTS.required;
  if (AMOUNT.test(typed)) return null;
  if (/^-\s*\$?\d/.test(typed)) return PACE_CHECK_TEXTS.negative;
  if (/^\$?[\d,]+\.\d{3,}$/.test(typed)) return PACE_CHECK_TEXTS.decimals;
  return PACE_CHECK_TEXTS.notAmount;
}

/** A typed balance that passed `balanceProblem`, in cents. */
export function balanceCents(text: string): number {
  const [dollars = '0', cents = ''] = text.trim().replace(/^\$/, '').replaceAll(',', '').split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** The real-balance form: one field, checked by `balanceProblem`. */
export const paceCheckSchema = z.object({
  balance: z.string().superRefine((text, context) => {
    const problem = balanceProblem(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type PaceCheckValues = z.input<typeof paceCheckSchema>;
