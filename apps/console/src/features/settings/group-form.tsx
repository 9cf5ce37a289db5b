import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { SETTINGS_GROUPS, type SettingsGroup, type SiteSettingsAnswer } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { TimeZoneField } from '@commons/ui/form/time-zone-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { ContrastCheck } from './contrast-check.tsx';
import { FIELD_LABELS } from './field-labels.ts';
import { TilesField } from './tiles-field.tsx';
import { saveGroup } from './settings-query.ts';
import { fieldPaths, groupResolver, toFormValues, type GroupBody, type GroupValues } from './form-values.ts';

interface GroupFormProps {
  siteId: number;
  group: SettingsGroup;
  answer: SiteSettingsAnswer;
  /** The save's answer: every setting again, with the new version. */
  onSaved: (answer: SiteSettingsAnswer) => void;
  /** Reads the settings again (after a 409); answers them, or null when that failed. */
  onReload: () => Promise<SiteSettingsAnswer | null>;
  labelledBy: string;
}

type FormControl = Control<GroupValues, unknown, GroupBody>;

const LONG_TEXT = new Set(['landing_modal_copy', 'food_insecurity_text']);
const EMAILS = new Set(['email', 'forms_email']);
const ADDRESS_LABELS = { street: 'Street', city: 'City', state: 'State', zip_code: 'Zip code' } as const;

/**
 * One group of a site's settings as a form: each field with its label and the contract's help,
 * checked by the schema the server checks it with, saved over the version read. Saved, it says so
 * and shows the answer; a 409 offers to reload; field errors go on their fields, the first focused.
 */
export function GroupForm({ siteId, group, answer, onSaved, onReload, labelledBy }: GroupFormProps) {
  // The form is checked, and sent, with the version last read (a reload after a 409 moves it on).
  const resolver = useMemo(() => groupResolver(group, answer.site.version), [group, answer.site.version]);
  const form = useForm<GroupValues, unknown, GroupBody>({ resolver, defaultValues: toFormValues(group, answer.settings) });
  const [conflict, setConflict] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const { help } = SETTINGS_GROUPS.find((entry) => entry.group === group) ?? SETTINGS_GROUPS[0];
  const hints = help as Record<string, string>;
  const labels = FIELD_LABELS[group] as Record<string, string>;

  const submit = form.handleSubmit(async (body) => {
    setConflict(null);
    try {
      const saved = await saveGroup(siteId, group, body);
      onSaved(saved);
      form.reset(toFormValues(group, saved.settings));
      notify('Saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors.version !== undefined) setConflict(error.message);
      else applyServerErrors(form, error, fieldPaths(form.getValues()));
    }
  });

  const reload = async () => {
    if (isReloading) return;
    setIsReloading(true);
    const fresh = await onReload();
    setIsReloading(false);
    if (!fresh) return;
    form.reset(toFormValues(group, fresh.settings));
    setConflict(null);
  };

  const field = (name: string) => {
    const label = labels[name] ?? name;
    const hint = hints[name];
    if (name === 'address') return <AddressFields key={name} control={form.control} label={label} hint={hint ?? ''} />;
    if (name === 'coordinates') return <CentreFields key={name} control={form.control} label={label} hint={hint ?? ''} />;
    if (name === 'tiles') return <TilesField key={name} control={form.control} label={label} hint={hint ?? ''} />;
    if (name === 'time_zone') return <TimeZoneField key={name} control={form.control} name={name} label={label} hint={hint} isRequired />;
    if (typeof answer.settings[group][name as keyof (typeof answer.settings)[typeof group]] === 'boolean') return <CheckboxField key={name} control={form.control} name={name} label={label} hint={hint} />;
    if (LONG_TEXT.has(name)) return <TextareaField key={name} control={form.control} name={name} label={label} hint={hint} rows={6} />;
    return <TextField key={name} control={form.control} name={name} label={label} hint={hint} type={EMAILS.has(name) ? 'email' : 'text'} isRequired={name === 'name' || name === 'slug' || name.endsWith('_color')} />;
  };

  const names = Object.keys(answer.settings[group]);
  return (
    <form className="settings-form" onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-labelledby={labelledBy}>
      <FormAlert control={form.control} />
      {conflict ? <ConflictAlert message={conflict} onReload={() => void reload()} isReloading={isReloading} /> : null}
      {names.map((name) =>
        name === 'text_color' ? (
          <div key={name}>
            {field(name)}
            <BrandPreview control={form.control} sample={answer.settings.identity.name} />
          </div>
        ) : (
          field(name)
        ),
      )}
      <div className="button-row">
        <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

function BrandPreview({ control, sample }: { control: FormControl; sample: string }) {
  const [brand, text] = useWatch({ control, name: ['brand_color', 'text_color'] });
  return <ContrastCheck brand={typeof brand === 'string' ? brand.trim() : ''} text={typeof text === 'string' ? text.trim() : ''} sample={sample} />;
}

function FieldGroup({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="settings-fieldset" aria-describedby={hintId}>
      <legend className="form-field__label">{label}</legend>
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}

function AddressFields({ control, label, hint }: { control: FormControl; label: string; hint: string }) {
  return (
    <FieldGroup label={label} hint={hint}>
      {Object.entries(ADDRESS_LABELS).map(([part, partLabel]) => (
        <TextField key={part} control={control} name={`address.${part}`} label={partLabel} hint={part === 'state' ? 'The two-letter code, such as MA.' : undefined} />
      ))}
    </FieldGroup>
  );
}

function CentreFields({ control, label, hint }: { control: FormControl; label: string; hint: string }) {
  return (
    <FieldGroup label={label} hint={hint}>
      <TextField control={control} name="coordinates.lat" label="Latitude" inputMode="text" />
      <TextField control={control} name="coordinates.lon" label="Longitude" inputMode="text" />
    </FieldGroup>
  );
}
