import './site-admin.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import { consoleEndpoints, SITE_STATUS_HELP, SITE_STATUSES, type ConsoleSite, type SiteStatus } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { sessionQuery } from '../auth/index.ts';

/** Each status in words, with what it does to the public pages. */
export const STATUS_CHOICES: Record<SiteStatus, { label: string; help: string }> = {
  published: { label: 'Published', help: SITE_STATUS_HELP.published },
  pre_launch: { label: 'Pre-launch', help: SITE_STATUS_HELP.pre_launch },
  unpublished: { label: 'Unpublished', help: SITE_STATUS_HELP.unpublished },
};

const settingsQuery = (siteId: number) => ({
  queryKey: ['console', 'site-settings', siteId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api(consoleEndpoints.getConsoleSiteSettings, { params: { site_id: siteId }, signal }),
});

const isStatus = (value: string): value is SiteStatus => (SITE_STATUSES as readonly string[]).includes(value);

/** A platform admin's choice of a site's status, saved over the site's version as read. */
export function SiteStatusControl({ site }: { site: ConsoleSite }) {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery(site.id));
  const [chosen, setChosen] = useState<SiteStatus | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ message: string; isConflict: boolean } | null>(null);
  if (settings.isPending) return <LoadingState label="Loading the site’s status…" />;
  if (settings.isError) return <ErrorState message="The site’s status could not be loaded." onRetry={() => void settings.refetch()} />;
  const current = settings.data.site.status;
  const value = chosen ?? current;

  const save = async () => {
    if (isSaving || value === current) return;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await api(consoleEndpoints.putConsoleSiteStatus, { params: { site_id: site.id }, body: { status: value, version: settings.data.site.version } });
      await Promise.all([queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }), settings.refetch()]);
      setChosen(null);
      notify(`${answer.site.name} is now ${STATUS_CHOICES[answer.site.status].label.toLowerCase()}.`);
    } catch (error) {
      setProblem({ message: error instanceof ApiError ? error.message : 'Something went wrong.', isConflict: error instanceof ApiError && error.status === 409 });
    } finally {
      setSaving(false);
    }
  };
  const reload = () => {
    setProblem(null);
    setChosen(null);
    void settings.refetch();
  };

  return (
    <form
      className="status-form"
      aria-label="Site status"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <RadioGroup className="status-choice" value={value} onChange={(next) => isStatus(next) && setChosen(next)}>
        <Label className="status-choice__label">Status</Label>
        {SITE_STATUSES.map((status) => (
          <RadioField key={status} value={status} className="status-choice__option">
            <RadioButton className="status-choice__button">{STATUS_CHOICES[status].label}</RadioButton>
            <Text slot="description" className="status-choice__help">
              {STATUS_CHOICES[status].help}
            </Text>
          </RadioField>
        ))}
      </RadioGroup>
      {problem ? (
        <div className="notice" role="alert">
          <p>{problem.message}</p>
          {problem.isConflict ? (
            <button type="button" className="button button--ghost" onClick={reload}>
              Reload
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button" aria-disabled={isSaving || value === current || undefined}>
        {isSaving ? 'Saving…' : 'Save status'}
      </button>
    </form>
  );
}
