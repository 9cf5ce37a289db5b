// The ALTCHA widget's code, styles and proof-of-work workers: fetched only when the feedback form
// shows its captcha. The CSP-friendly build: no inline styles or scripts, and workers served as
// files of this origin (script-src 'self', no blob: workers).
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import type { Challenge } from 'altcha/types';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) $altcha.algorithms.set(algorithm, () => new ShaWorker());

/** The widget's states (its `State` enum). */
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export interface AltchaWidgetProps {
  /** The challenge to solve, as the server gave it. */
  challenge: Record<string, unknown>;
  /** A new attempt: the widget starts over (unchecked), whatever its state. */
  round: number;
  /** Every state change, with the payload to send once verified (null otherwise). */
  onStateChange: (state: AltchaState, payload: string | null) => void;
  /** The solved challenge expired before it was sent. */
  onExpired: () => void;
  /** Tie the field's hint and error to the widget's checkbox. */
  describedBy: string | undefined;
  isInvalid: boolean;
}

const isAltchaState = (value: unknown): value is AltchaState =>
  value === 'unverified' || value === 'verifying' || value === 'verified' || value === 'expired' || value === 'error' || value === 'code';

/** The widget's own checkbox (light DOM), the control a visitor operates. */
const altchaCheckbox = (widget: Element | null): HTMLInputElement | null => widget?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;

/** Runs `action` once the element's methods exist: at once when it has mounted, else on its `load` event. */
function whenLoaded(element: AltchaWidgetElement, action: () => void): () => void {
  if (typeof element.configure === 'function') {
    action();
    return () => undefined;
  }
  element.addEventListener('load', action, { once: true });
  return () => element.removeEventListener('load', action);
}

/**
 * `<altcha-widget>`: a checkbox labelled "I'm not a robot" that, when checked (Space on the
 * keyboard), solves the challenge in workers and reports the payload. The page supplies each
 * challenge (`.configure({ challenge })`); the ALTCHA logo and footer link are hidden, the field's
 * own label and hint say what it is.
 */
export function AltchaWidget({ challenge, round, onStateChange, onExpired, describedBy, isInvalid }: AltchaWidgetProps) {
  const ref = useRef<AltchaWidgetElement | null>(null);
  const handlers = useRef({ onStateChange, onExpired });
  useEffect(() => {
    handlers.current = { onStateChange, onExpired };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: unknown; payload?: unknown }>).detail;
      if (!isAltchaState(detail.state)) return;
      const payload = detail.state === 'verified' && typeof detail.payload === 'string' ? detail.payload : null;
      handlers.current.onStateChange(detail.state, payload);
    };
    const onExpiredEvent = () => handlers.current.onExpired();
    element.addEventListener('statechange', onState);
    element.addEventListener('expired', onExpiredEvent);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('expired', onExpiredEvent);
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenLoaded(element, () => {
      void element.configure({ challenge: challenge as unknown as Challenge, auto: 'off', type: 'checkbox', hideLogo: true, hideFooter: true });
    });
  }, [challenge]);

  const shownRound = useRef(round);
  useEffect(() => {
    const element = ref.current;
    if (!element || shownRound.current === round) return;
    shownRound.current = round;
    return whenLoaded(element, () => element.reset());
  }, [round]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenLoaded(element, () => {
      const checkbox = altchaCheckbox(element);
      if (!checkbox) return;
      if (describedBy) checkbox.setAttribute('aria-describedby', describedBy);
      else checkbox.removeAttribute('aria-describedby');
      if (isInvalid) checkbox.setAttribute('aria-invalid', 'true');
      else checkbox.removeAttribute('aria-invalid');
    });
  }, [describedBy, isInvalid]);

  return <altcha-widget ref={ref} className="feedback-captcha__widget" />;
}
