import { useId, useState, type FormEvent } from 'react';
import { consoleEndpoints, LOGO_MESSAGES, type SiteSettingsAnswer } from '@commons/contract/console';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FieldHint } from '@commons/ui/form/field-hint.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { ConflictAlert } from './conflict-alert.tsx';

interface LogoUploadProps {
  siteId: number;
  answer: SiteSettingsAnswer;
  onSaved: (answer: SiteSettingsAnswer) => void;
  onReload: () => Promise<SiteSettingsAnswer | null>;
}

/** A file's bytes as base64: what the logo call takes. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The branding page's logo: a file chosen and uploaded on its own (the server checks its type from
 * its content, re-encodes a picture and refuses a hostile SVG, saying why), shown once stored.
 * The logo's text for screen readers is the form's "logo alt text" below it.
 */
export function LogoUpload({ siteId, answer, onSaved, onReload }: LogoUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setError(null);
    setConflict(null);
    if (!file) return setError(LOGO_MESSAGES.fileRequired);
    if (file.size > 2 * 1024 * 1024) return setError(LOGO_MESSAGES.tooLarge);
    setIsSending(true);
    try {
      const saved = await api(consoleEndpoints.putSiteLogo, { params: { site_id: siteId }, body: { file: await base64Of(file), version: answer.site.version } });
      onSaved(saved);
      setUploaded(saved.logo.url);
      notify('Logo uploaded.');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(failure.message);
      else setError(failure instanceof ApiError ? (failure.errors.file ?? failure.message) : 'The logo could not be uploaded. Please try again.');
    } finally {
      setIsSending(false);
    }
  };

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) setConflict(null);
  };

  return (
    <form className="logo-upload" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${inputId}-legend`}>
      <h2 id={`${inputId}-legend`}>Logo</h2>
      {conflict ? <ConflictAlert message={conflict} onReload={() => void reload()} isReloading={false} /> : null}
      <div className="form-field">
        <label htmlFor={inputId}>Logo file</label>
        <FieldHint id={hintId} text="A PNG, JPEG, WebP, GIF or SVG of 2 MB at most. Pictures are resized to fit 512 × 512; an SVG with scripts or links to other sites is refused." />
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <div role="alert">
          <FieldError id={errorId} message={error ?? undefined} />
        </div>
      </div>
      <button type="submit" className="button" aria-disabled={isSending || undefined}>
        {isSending ? 'Uploading…' : 'Upload logo'}
      </button>
      {uploaded ? <img className="logo-upload__preview" src={uploaded} alt={answer.settings.branding.logo_alt_text ?? 'The new logo'} /> : null}
    </form>
  );
}
