import { useEffect, useRef } from 'react';
import { notify } from '@commons/ui/toast.ts';

interface RecoveryCodesStepProps {
  codes: readonly string[];
  email: string;
  onContinue: () => void;
  /** What brought the codes (the set-up just done, unless told). */
  intro?: string;
}

/** The text file the Download button saves. */
export function recoveryCodesFile(email: string, codes: readonly string[]): string {
  return [`Commons console recovery codes for ${email}`, '', ...codes, '', 'Each code signs you in once, in place of a code from your authenticator app.', ''].join('\n');
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown this once after the second factor is confirmed: copy them, download
 * them, and say they are saved to go on. The heading takes the focus, so the step is announced.
 */
export function RecoveryCodesStep({ codes, email, onContinue, intro = 'Your authenticator app is set up.' }: RecoveryCodesStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('Recovery codes copied.', 'success');
    } catch {
      notify('Your browser did not let the console copy. Download the codes, or select and copy them.', 'error');
    }
  };

  return (
    <>
      <title>Save your recovery codes | Commons console</title>
      <h1 ref={heading} tabIndex={-1}>
        Save your recovery codes
      </h1>
      <p>{intro} If you lose your phone, each of these codes signs you in once instead of a code from the app.</p>
      <p className="note">
        <strong>They are shown only this once.</strong> Keep them somewhere safe, such as a password manager.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button--ghost" onClick={() => download('commons-recovery-codes.txt', recoveryCodesFile(email, codes))}>
          Download codes
        </button>
      </div>
      <button type="button" className="button button--wide" onClick={onContinue}>
        I have saved my recovery codes
      </button>
    </>
  );
}
