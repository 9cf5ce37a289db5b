import { z } from 'zod';
import { CUSTOMER_TYPES, FEEDBACK_TEXTS as T, RESIDENCES, birthdayProblem, campusIdProblem, commentsProblem } from '@commons/domain';
import { get, post } from './route.ts';
import { bodyId, siteId, storableText } from './primitives.ts';
import { email, firstName, lastName } from './customers.ts';
import { optionalRuledText } from './form-fields.ts';

const tag = 'forms';

/** The longest captcha answer taken: an ALTCHA payload is about 1 KB, a reCAPTCHA token about 2 KB. */
export const CAPTCHA_MAX_LENGTH = 8_000;
/** Longer than any optional short field allows: the rule's own message speaks below it. */
const SHORT_RAW_MAX = 200;

/** A location flagged for the feedback form (docs/product/forms.md#feedback: only those are offered). */
export const feedbackLocation = z.object({ id: z.number(), name: z.string() });
export type FeedbackLocation = z.infer<typeof feedbackLocation>;

export const getFeedbackLocations = get(
  '/v1/locations/all_locations_feedback',
  {
    summary: "The site's active locations flagged for the feedback form, by name. When there are none, the form asks for no location.",
    tag,
    query: z.object({ site_id: siteId, with_buildings: z.string().optional(), with_address: z.string().optional(), for_profile: z.string().optional() }).strict(),
  },
  z.object({ locations: z.array(feedbackLocation) }),
);

/**
 * How the page proves a person sent a form: ALTCHA's self-hosted proof of work by default (the
 * challenge to solve, signed by the server and good for a few minutes), Google reCAPTCHA when the
 * operator configured it (the site key to show it with).
 */
export const captchaChallenge = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('altcha'),
    /** ALTCHA's challenge, passed to the widget as it is. */
    challenge: z.record(z.string(), z.unknown()),
  }),
  z.object({ kind: z.literal('recaptcha'), site_key: z.string() }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const getCaptchaChallenge = get(
  '/v1/captcha/challenge',
  { summary: 'A fresh captcha challenge for a public form (never cached). Each solution is accepted once.', tag },
  captchaChallenge,
);

/** The captcha's answer: missing or empty is the documented 'Please complete the reCAPTCHA to submit feedback.' */
export const captchaAnswer = z
  .string({ error: T.captchaMissing })
  .min(1, T.captchaMissing)
  .max(CAPTCHA_MAX_LENGTH, T.captchaFailed);

/** docs/product/forms.md#feedback; `captcha` is the solved captcha's answer. */
export const feedbackBody = z
  .object({
    site_id: bodyId,
    first_name: firstName,
    last_name: lastName,
    email,
    student_id: optionalRuledText(campusIdProblem, SHORT_RAW_MAX),
    /** A location id from all_locations_feedback; required when the site has any (checked on the server). */
    location: bodyId.nullable().optional().transform((value) => value ?? null),
    customer_residence: z.enum(RESIDENCES, { error: T.residenceRequired }),
    customer_type: z.enum(CUSTOMER_TYPES, { error: T.customerTypeRequired }),
    comments: storableText('refuse', T.commentsRequired)
      .max(20_000, T.commentsTooLong)
      .superRefine((value, ctx) => {
        const message = commentsProblem(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform((value) => value.trim()),
    offers: z.enum(['true', 'false'], { error: "Use 'true' or 'false'." }).optional().default('false'),
    birthday: optionalRuledText(birthdayProblem, SHORT_RAW_MAX),
    captcha: captchaAnswer,
  })
  .strict();
export type FeedbackBody = z.output<typeof feedbackBody>;
export type FeedbackForm = z.input<typeof feedbackBody>;

export const postFeedback = post(
  '/v1/feedback/submit',
  {
    summary:
      "Send feedback to the site's dining team. Stored first, then e-mailed to the team; the address typed in is told it arrived (its reference, nothing the sender wrote), since the captcha was solved. A missing, wrong, expired or reused captcha answer is a 400 on `captcha`; a location not offered is a 400 on `location`. Rate limited per address.",
    tag,
    body: feedbackBody,
  },
  z.object({ msg: z.string() }),
);
