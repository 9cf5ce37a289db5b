import { z } from 'zod';
import { DIETARY_ALLERGENS, DIETARY_TEXTS as T, DIETARY_TEXT_MAX_LENGTH, dietaryEmailProblem, dietaryNameProblem, OTHER_ALLERGEN } from '@commons/domain';
import { post } from './route.ts';
import { bodyId, calendarDate } from './primitives.ts';
import { optionalText, ruledName, ruledText, someOf, yesNo } from './form-fields.ts';

const tag = 'forms';

/** docs/product/forms.md#dietary-health; radio answers are 'true' or 'false'. */
export const dietaryHealthBody = z
  .object({
    site_id: bodyId,
    date: z.string({ error: T.dateRequired }).min(1, T.dateRequired).pipe(calendarDate),
    name: ruledName(dietaryNameProblem, 400, T.nameRequired),
    email: ruledText(dietaryEmailProblem, 400, T.emailRequired),
    allergens: someOf(DIETARY_ALLERGENS, T.allergenUnknown).refine((chosen) => chosen.length > 0, T.allergenRequired),
    epipen: yesNo(T.answerRequired),
    carries_epinephrine: yesNo(T.answerRequired),
    celiac: yesNo(T.answerRequired),
    gluten_intolerant: yesNo(T.answerRequired),
    gf_diet: yesNo(T.answerRequired),
    medical_diet: yesNo(T.answerRequired),
    consent: z.literal('true', { error: T.consentRequired }),
    other_allergies: optionalText(DIETARY_TEXT_MAX_LENGTH, T.textTooLong),
    additional_comments: optionalText(DIETARY_TEXT_MAX_LENGTH, T.textTooLong),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.allergens.includes(OTHER_ALLERGEN) && form.other_allergies === '') ctx.addIssue({ code: 'custom', path: ['other_allergies'], message: T.otherRequired });
  });
export type DietaryHealthBody = z.output<typeof dietaryHealthBody>;
export type DietaryHealthForm = z.input<typeof dietaryHealthBody>;

export const postDietaryHealthForm = post(
  '/v1/customer/health_form',
  {
    summary:
      "Send the dietary health form (food allergies, celiac disease, medical diets) to the site's dining team. Anyone may send it; it is stored, then e-mailed to the team (nothing goes to the address typed in: the form has no captcha), and never logged or cached. Rate limited per address.",
    tag,
    body: dietaryHealthBody,
  },
  z.object({ msg: z.string() }),
);
