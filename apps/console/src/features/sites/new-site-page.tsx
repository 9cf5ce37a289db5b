import './site-admin.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, consoleEndpoints, NEW_SITE_HELP, newSiteBody } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { TimeZoneField } from '@commons/ui/form/time-zone-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { sessionQuery, useSignedInSession } from '../auth/index.ts';

type NewSiteInput = z.input<typeof newSiteBody>;
type NewSiteOutput = z.output<typeof newSiteBody>;

const FIELDS = ['name', 'slug', 'time_zone', 'address.street', 'address.city', 'address.state', 'address.zip_code', 'url', 'email'] as const;

/** /console/new-site: a platform admin creates a site, unpublished, then lands on its dashboard. */
export function NewSitePage() {
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<NewSiteInput, unknown, NewSiteOutput>({
    resolver: zodResolver(newSiteBody),
    defaultValues: { name: '', slug: '', time_zone: 'America/New_York', address: { street: '', city: '', state: '', zip_code: '' }, url: '', email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { site } = await api(consoleEndpoints.postConsoleSite, { body: values });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      notify(`${site.name} is created. It is not published yet.`);
      await navigate(paths.site(site.slug));
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  const title = <title>New site | Commons console</title>;
  if (!mayUse(session.grants, 'sites.create')) {
    return (
      <>
        {title}
        <h1>New site</h1>
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      </>
    );
  }
  return (
    <>
      {title}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home()}>Console</Link>
          </li>
          <li aria-current="page">New site</li>
        </ol>
      </nav>
      <h1>New site</h1>
      <p>The site starts unpublished: nobody sees it until you publish it from its dashboard.</p>
      <form className="form-panel" onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label="New site">
        <FormAlert control={form.control} />
        <TextField control={form.control} name="name" label="Name" hint={NEW_SITE_HELP.name} isRequired />
        <TextField control={form.control} name="slug" label="Slug" hint={NEW_SITE_HELP.slug} autoComplete="off" isRequired />
        <TimeZoneField control={form.control} name="time_zone" label="Time zone" hint={NEW_SITE_HELP.time_zone} isRequired />
        <fieldset className="form-fieldset">
          <legend>Address</legend>
          <p className="field-note">{NEW_SITE_HELP.address}</p>
          <TextField control={form.control} name="address.street" label="Street" autoComplete="street-address" isRequired />
          <TextField control={form.control} name="address.city" label="City" autoComplete="address-level2" isRequired />
          <TextField control={form.control} name="address.state" label="State" autoComplete="address-level1" isRequired />
          <TextField control={form.control} name="address.zip_code" label="Zip code" autoComplete="postal-code" inputMode="numeric" isRequired />
        </fieldset>
        <TextField control={form.control} name="url" label="School website" type="url" hint={NEW_SITE_HELP.url} isRequired />
        <TextField control={form.control} name="email" label="Email" type="email" hint={NEW_SITE_HELP.email} isRequired />
        <div className="button-row">
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? 'Creating…' : 'Create site'}
          </button>
          <Link className="button button--ghost" to={paths.home()}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
