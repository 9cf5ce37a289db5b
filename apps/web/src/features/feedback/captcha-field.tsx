import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FieldHint } from '@commons/ui/form/field-hint.tsx';
import { RequiredMark } from '@commons/ui/form/required-mark.tsx';
import { useFieldIds } from '@commons/ui/form/use-field-ids.ts';
import { lazyOr } from '@commons/ui/lazy-or.ts';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import type { AltchaState } from './altcha-widget.tsx';
import { RecaptchaWidget } from './recaptcha-widget.tsx';
import { challengeExpiry, refreshDelay } from './challenge-refresh.ts';
import { FEEDBACK_UI_TEXTS as T } from './feedback-texts.ts';
import { feedbackQueries } from './queries.ts';

function WidgetFailed() {
  return (
    <p className="feedback-captcha__notice" role="alert">
      {T.captchaWidgetFailed}
    </p>
  );
}

// The widget (about 35 kB gzipped with its styles) loads with the captcha, not with the page.
const AltchaWidget = lazyOr(async () => (await import('./altcha-widget.tsx')).AltchaWidget, WidgetFailed);

/** What the visually hidden status line says for each state of the widget but the solved one. */
const STATE_TEXT: Partial<Record<AltchaState, string>> = { verifying: T.captchaVerifying, expired: T.captchaExpired };

/** A form with a `captcha` text field. */
export interface CaptchaFieldProps<Values extends FieldValues & { captcha?: string }, Sent extends FieldValues> {
  control: Control<Values, unknown, Sent>;
  /** The attempt: a new one asks for a new challenge and starts the widget over. */
  round: number;
  /** What the status line says once solved; the feedback form's words unless given. */
  verifiedText?: string;
}

/**
 * The form's captcha (docs/product/forms.md#feedback): a labelled group with the ALTCHA checkbox, whose solved payload
 * is the `captcha` value ('' until solved; the contract's message when missing). An unsolved
 * challenge is swapped for a fresh one shortly before it expires, and a solved one that expires is
 * replaced at once, so the visitor never solves a dead puzzle. Where the operator configured
 * reCAPTCHA, Google's checkbox stands in its place and its token is the value.
 */
export function CaptchaField<Values extends FieldValues & { captcha?: string }, Sent extends FieldValues>({ control, round, verifiedText = T.captchaVerified }: CaptchaFieldProps<Values, Sent>) {
  const { field, fieldState } = useController({ control, name: 'captcha' as FieldPath<Values> });
  const error = fieldState.error?.message;
  const ids = useFieldIds(true, error);
  const query = useQuery(feedbackQueries.challenge(round));
  const { refetch } = query;
  const [state, setState] = useState<AltchaState>('unverified');
  const group = useRef<HTMLDivElement | null>(null);
  const { onChange, ref } = field;

  // A focused error lands on the widget's checkbox, or on the group while the widget loads.
  useEffect(() => {
    ref({
      focus: () => {
        const target = group.current?.querySelector<HTMLElement>('altcha-widget input[type="checkbox"]') ?? group.current;
        target?.focus();
      },
    });
  }, [ref]);

  const challenge = query.data?.kind === 'altcha' ? query.data.challenge : null;
  const isBusy = state === 'verifying' || state === 'verified';
  useEffect(() => {
    if (!challenge || isBusy) return;
    const delay = refreshDelay(challengeExpiry(challenge), Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [challenge, isBusy, refetch]);

  // Only a new answer changes the value: the widget starting over after a refused answer leaves the
  // server's message in place of the "missing" one. (A layout effect, so it is up to date before
  // any effect of the widget reports a state.)
  const shown = useRef<string>(field.value ?? '');
  useLayoutEffect(() => {
    shown.current = field.value ?? '';
  });
  const onStateChange = useCallback(
    (next: AltchaState, payload: string | null) => {
      setState(next);
      if ((payload ?? '') !== shown.current) onChange(payload ?? '');
    },
    [onChange],
  );
  const onExpired = useCallback(() => void refetch(), [refetch]);
  const onRecaptchaToken = useCallback(
    (token: string) => {
      setState(token ? 'verified' : 'unverified');
      if (token !== shown.current) onChange(token);
    },
    [onChange],
  );

  const statusText = state === 'verified' ? verifiedText : STATE_TEXT[state];
  // The widget's checkbox carries the hint, the error and aria-invalid itself; without it the group does.
  return (
    <div
      ref={group}
      role="group"
      className="form-field feedback-captcha"
      aria-labelledby={ids.label}
      aria-describedby={challenge ? undefined : ids.describedBy}
      tabIndex={-1}
    >
      <span id={ids.label} className="form-field__label">
        {T.captchaLabel}
        <RequiredMark />
      </span>
      <FieldHint id={ids.hint} text={T.captchaHint} />
      {challenge ? (
        <Suspense fallback={<LoadingState label={T.captchaLoading} />}>
          <AltchaWidget challenge={challenge} round={round} onStateChange={onStateChange} onExpired={onExpired} describedBy={ids.describedBy} isInvalid={ids.isInvalid} />
        </Suspense>
      ) : query.data?.kind === 'recaptcha' ? (
        <RecaptchaWidget siteKey={query.data.site_key} round={round} onToken={onRecaptchaToken} failedText={T.captchaWidgetFailed} />
      ) : query.isError ? (
        <ErrorState message={T.captchaFailed} onRetry={() => void refetch()} />
      ) : (
        <LoadingState label={T.captchaLoading} />
      )}
      <p className="visually-hidden" role="status">
        {statusText ?? ''}
      </p>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
