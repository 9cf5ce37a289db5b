import { useEffect, useRef, useState } from 'react';

/** What the page uses of Google's `grecaptcha` (explicit rendering). */
interface Grecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    commonsRecaptchaLoaded?: () => void;
  }
}

/** Google's script, rendering on request; the page's policy allows its hosts when reCAPTCHA is configured. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=commonsRecaptchaLoaded';

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; rejects when it cannot be loaded (offline, blocked). */
export function loadRecaptcha(document: Document = window.document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.commonsRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not start')));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RecaptchaWidgetProps {
  siteKey: string;
  /** A new attempt: the widget starts over. */
  round: number;
  /** The token once the visitor passed, '' when it expired or failed. */
  onToken: (token: string) => void;
  failedText: string;
  load?: () => Promise<Grecaptcha>;
}

/** Google's reCAPTCHA checkbox, for sites whose operator configured it instead of ALTCHA. */
export function RecaptchaWidget({ siteKey, round, onToken, failedText, load = loadRecaptcha }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const report = useRef(onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    report.current = onToken;
  });

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (api) => {
        if (!isCurrent || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(''),
          'error-callback': () => report.current(''),
        });
        widget.current = { api, id };
      },
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [siteKey, load]);

  const shownRound = useRef(round);
  useEffect(() => {
    if (shownRound.current === round) return;
    shownRound.current = round;
    widget.current?.api.reset(widget.current.id);
    report.current('');
  }, [round]);

  return failed ? (
    <p className="feedback-captcha__notice" role="alert">
      {failedText}
    </p>
  ) : (
    <div ref={container} className="feedback-captcha__recaptcha" />
  );
}
