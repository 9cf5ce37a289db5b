import { z } from 'zod';
import {
  ADDONS,
  BASES,
  CHEESES,
  DIETARY_ALLERGENS,
  DIETARY_TEXTS,
  DRESSINGS_SAUCES,
  DRINKS,
  ENTREES,
  MEAL_PLANS,
  ON_THE_GO_TEXTS as T,
  ON_THE_GO_TEXT_MAX_LENGTH,
  OTHER_ALLERGEN,
  PROTEINS,
  SIDES,
  dietaryNameProblem,
  isBaseFor,
  isNoneWithOthers,
  studentIdProblem,
} from '@commons/domain';
import { get, post } from './route.ts';
import { bodyId, siteId } from './primitives.ts';
import { email } from './customers.ts';
import { oneOf, optionalText, ruledName, ruledText, someOf } from './form-fields.ts';

const tag = 'forms';

/** One pick-up time on offer: `value` is 'YYYY-MM-DDTHH:MM' in the site's zone, `label` e.g. 'Today, 12:30 PM'. */
export const pickUpOption = z.object({ value: z.string(), label: z.string() });

export const getPickUpTimes = get(
  '/v1/on_the_go/pick_up_times',
  {
    summary:
      "The site's on-the-go location and the pick-up times it offers now: every 15 minutes while it is open today and tomorrow, from 30 minutes ahead. A 404 when the site takes no on-the-go orders (show_on_the_go off, or no location flagged).",
    tag,
    query: z.object({ site_id: siteId }).strict(),
  },
  z.object({ location: z.object({ id: z.number(), name: z.string() }), times: z.array(pickUpOption) }),
);

/** docs/product/forms.md#on-the-go; the pick-up time is one `pick_up_times` offers. */
export const onTheGoBody = z
  .object({
    site_id: bodyId,
    name: ruledName(dietaryNameProblem, 400, DIETARY_TEXTS.nameRequired),
    email,
    student_id: ruledText(studentIdProblem, 200, T.studentIdRequired),
    plan: oneOf(MEAL_PLANS, T.planRequired),
    pick_up: z.string({ error: T.pickUpRequired }).min(1, T.pickUpRequired).max(40, T.pickUpUnavailable),
    entree: oneOf(ENTREES, T.entreeRequired),
    base: z.enum(BASES as [string, ...string[]], { error: T.baseRequired }),
    protein: oneOf(PROTEINS, T.choiceUnknown).optional().default('None'),
    cheese: oneOf(CHEESES, T.choiceUnknown).optional().default('None'),
    dressing_sauce: oneOf(DRESSINGS_SAUCES, T.choiceUnknown).optional().default('None'),
    addons: someOf(ADDONS, T.choiceUnknown),
    sides: oneOf(SIDES, T.choiceUnknown).optional().default('None'),
    drink: oneOf(DRINKS, T.choiceUnknown).optional().default('None'),
    allergens: someOf(DIETARY_ALLERGENS, T.choiceUnknown),
    other_allergies: optionalText(ON_THE_GO_TEXT_MAX_LENGTH, T.textTooLong),
    comments: optionalText(ON_THE_GO_TEXT_MAX_LENGTH, T.textTooLong),
  })
  .strict()
  .superRefine((order, ctx) => {
    if (!isBaseFor(order.entree, order.base)) ctx.addIssue({ code: 'custom', path: ['base'], message: T.baseForEntree });
    if (isNoneWithOthers(order.addons)) ctx.addIssue({ code: 'custom', path: ['addons'], message: T.noneWithOthers });
    if (order.allergens.includes(OTHER_ALLERGEN) && order.other_allergies === '') ctx.addIssue({ code: 'custom', path: ['other_allergies'], message: T.otherRequired });
  });
export type OnTheGoBody = z.output<typeof onTheGoBody>;
export type OnTheGoForm = z.input<typeof onTheGoBody>;

export const postOnTheGoForm = post(
  '/v1/customer/on_the_go_form',
  {
    summary:
      "Send an on-the-go food order request to the site's dining team: stored, then e-mailed to the team (nothing goes to the address typed in: the form has no captcha). The pick-up time must be one the site offers now (400 on `pick_up` otherwise). A 404 when the site takes no on-the-go orders. Rate limited per address.",
    tag,
    body: onTheGoBody,
  },
  z.object({ msg: z.string() }),
);
