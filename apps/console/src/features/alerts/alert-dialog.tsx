import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ALERT_HELP, alertEditBody, consoleEndpoints, newAlertBody, type AlertsAnswer, type ConsoleAlert } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { ConflictAlert } from '../settings/index.ts';
import { DateTimeField } from './date-time-field.tsx';

interface AlertValues {
  icon: string;
  message: string;
  use_link: boolean;
  link: string;
  start: string;
  end: string;
}
type AlertBody = Record<string, unknown>;

const FIELDS = ['icon', 'message', 'use_link', 'link', 'start', 'end'] as const;
const ICON_OPTIONS = [
  { value: 'info', label: 'Info' },
  { value: 'warning', label: 'Warning' },
];

const valuesOf = (alert: ConsoleAlert | null): AlertValues => ({
  icon: alert?.icon ?? 'info',
  message: alert?.message ?? '',
  use_link: alert?.use_link ?? false,
  link: alert?.link ?? '',
  start: alert?.start ?? '',
  end: alert?.end ?? '',
});

/** The form as the contract's body: an empty start or end is none (at once, until deleted); an edit names its version. */
function alertResolver(version: number | null): Resolver<AlertValues, unknown, AlertBody> {
  const check = zodResolver(version === null ? newAlertBody : alertEditBody);
  return async (values, context, options) => {
    const input = { ...values, start: values.start === '' ? null : values.start, end: values.end === '' ? null : values.end, ...(version === null ? {} : { version }) };
    return (await check(input as never, context, options as never)) as unknown as Awaited<ReturnType<Resolver<AlertValues, unknown, AlertBody>>>;
  };
}

interface AlertDialogProps {
  siteId: number;
  /** The alert to change, or null for a new one. */
  alert: ConsoleAlert | null;
  timeZone: string;
  onDone: (answer: AlertsAnswer) => void;
  onClose: () => void;
  /** Reads the alerts again (after a 409); answers them, or null when that failed. */
  onReload: () => Promise<AlertsAnswer | null>;
}

/** Adding or changing a homepage alert, in a dialog: icon, message, an optional 'MORE' link, and when it shows. */
export function AlertDialog({ siteId, alert, timeZone, onDone, onClose, onReload }: AlertDialogProps) {
  const [current, setCurrent] = useState(alert);
  const form = useForm<AlertValues, unknown, AlertBody>({ resolver: alertResolver(current?.version ?? null), defaultValues: valuesOf(alert) });
  const useLink = useWatch({ control: form.control, name: 'use_link' });
  const [conflict, setConflict] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    setConflict(null);
    try {
      const answer = current
        ? await api(consoleEndpoints.putConsoleAlert, { params: { site_id: siteId, alert_id: current.id }, body: body as never })
        : await api(consoleEndpoints.postConsoleAlert, { params: { site_id: siteId }, body: body as never });
      notify(current ? 'Alert saved.' : 'Alert added.');
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors.version !== undefined) setConflict(error.message);
      else applyServerErrors(form, error, FIELDS);
    }
  });

  const reload = async () => {
    if (isReloading) return;
    setIsReloading(true);
    const fresh = await onReload();
    setIsReloading(false);
    if (!fresh) return;
    const again = current ? (fresh.alerts.find((each) => each.id === current.id) ?? null) : null;
    if (current && !again) {
      onClose();
      return;
    }
    setCurrent(again);
    form.reset(valuesOf(again));
    setConflict(null);
  };

  return (
    <ModalDialog title={alert ? 'Change the alert' : 'New alert'} onClose={onClose} className="alert-dialog">
      <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label={alert ? 'Change the alert' : 'New alert'}>
        <FormAlert control={form.control} />
        {conflict ? <ConflictAlert message={conflict} onReload={() => void reload()} isReloading={isReloading} /> : null}
        <TextField control={form.control} name="message" label="Message" hint={ALERT_HELP.message} isRequired />
        <RadioGroupField control={form.control} name="icon" label="Icon" hint={ALERT_HELP.icon} options={ICON_OPTIONS} isRequired />
        <CheckboxField control={form.control} name="use_link" label="Add a ‘MORE’ link" hint={ALERT_HELP.use_link} />
        {useLink ? <TextField control={form.control} name="link" label="Link" hint={ALERT_HELP.link} isRequired /> : null}
        <DateTimeField control={form.control} name="start" label="Start" hint={`${ALERT_HELP.start} (${timeZone})`} />
        <DateTimeField control={form.control} name="end" label="End" hint={`${ALERT_HELP.end} (${timeZone})`} />
        <div className="button-row">
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? 'Saving…' : alert ? 'Save the alert' : 'Add the alert'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
