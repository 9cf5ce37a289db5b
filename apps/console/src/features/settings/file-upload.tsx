import { useId, useState, type FormEvent } from 'react';
import type { SiteSettingsAnswer } from '@commons/contract/console';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FieldHint } from '@commons/ui/form/field-hint.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { ConflictAlert } from './conflict-alert.tsx';

/** What one of the site's uploads is called and takes. */
export interface UploadSlot {
  /** The section's heading: 'Logo', 'Welcome dialog picture'. */
  title: string;
  /** The file input's label. */
  fileLabel: string;
  hint: string;
  /** The types the file chooser offers (the server reads the real type from the content). */
  accept: string;
  maxBytes: number;
  messages: { fileRequired: string; tooLarge: string };
  /** The toasts after an upload and a removal. */
  uploaded: string;
  removed?: string;
}

interface FileUploadProps {
  slot: UploadSlot;
  /** The picture the pages show now, or null. */
  current: { url: string; alt: string } | null;
  /** Sends the file's bytes as base64; answers every setting again. */
  send: (file: string) => Promise<SiteSettingsAnswer>;
  /** Takes the picture away, where that is possible. */
  remove?: () => Promise<SiteSettingsAnswer>;
  onSaved: (answer: SiteSettingsAnswer) => void;
  onReload: () => Promise<SiteSettingsAnswer | null>;
}

/** A file's bytes as base64: what the upload calls take. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * One of the site's pictures (the logo, the welcome dialog's, the dining map's): the one shown now,
 * a file chosen and uploaded on its own (the server checks its type from its content, re-encodes it
 * and says why it refuses one), and a way to take it away. A save over a newer version offers to reload.
 */
export function FileUpload({ slot, current, send, remove, onSaved, onReload }: FileUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'removing' | null>(null);

  const run = async (kind: 'sending' | 'removing', call: () => Promise<SiteSettingsAnswer>, done: string) => {
    setBusy(kind);
    try {
      onSaved(await call());
      notify(done);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(failure.message);
      else setError(failure instanceof ApiError ? (failure.errors.file ?? failure.message) : 'The file could not be sent. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setConflict(null);
    if (!file) return setError(slot.messages.fileRequired);
    if (file.size > slot.maxBytes) return setError(slot.messages.tooLarge);
    await run('sending', async () => send(await base64Of(file)), slot.uploaded);
  };

  const takeAway = async () => {
    if (busy || !remove) return;
    setError(null);
    setConflict(null);
    await run('removing', remove, slot.removed ?? 'Removed.');
  };

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) setConflict(null);
  };

  return (
    <form className="file-upload" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{slot.title}</h2>
      {conflict ? <ConflictAlert message={conflict} onReload={() => void reload()} isReloading={false} /> : null}
      {current ? <img className="file-upload__preview" src={current.url} alt={current.alt} /> : <p className="file-upload__none">None uploaded.</p>}
      <div className="form-field">
        <label htmlFor={inputId}>{slot.fileLabel}</label>
        <FieldHint id={hintId} text={slot.hint} />
        <input
          id={inputId}
          type="file"
          accept={slot.accept}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <div role="alert">
          <FieldError id={errorId} message={error ?? undefined} />
        </div>
      </div>
      <div className="file-upload__actions">
        <button type="submit" className="button" aria-disabled={busy !== null || undefined}>
          {busy === 'sending' ? 'Uploading…' : 'Upload'}
        </button>
        {remove && current ? (
          <button type="button" className="button button--ghost" aria-disabled={busy !== null || undefined} onClick={() => void takeAway()}>
            {busy === 'removing' ? 'Removing…' : 'Remove'}
          </button>
        ) : null}
      </div>
    </form>
  );
}
