import './settings.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, SETTINGS_GROUPS, type SiteSettingsAnswer } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { GroupForm } from './group-form.tsx';
import { LastChange } from './last-change.tsx';
import { PreviewLink } from './preview-link.tsx';
import { settingsQuery } from './settings-query.ts';
import { HomePictureUploads, LogoUpload } from './site-uploads.tsx';
import { groupOfSegment, settingsPath } from './settings-routes.ts';

/** /console/sites/{slug}/settings/{group}: one group of the site's settings, as a form. */
export function SettingsGroupPage() {
  const session = useSignedInSession();
  const { slug, group: segment } = useParams();
  const site = siteBySlug(session.sites, slug);
  const group = groupOfSegment(segment);
  const mayEdit = site !== null && mayUse(session.grants, 'site.settings', { site_id: site.id });
  const query = settingsQuery(site?.id ?? 0);
  const settings = useQuery({ ...query, enabled: mayEdit && group !== null });
  const queryClient = useQueryClient();
  if (!site) return <SiteNotFound />;
  if (!group) {
    return (
      <>
        <title>{`Page not found | ${site.name} | Commons console`}</title>
        <h1>Page not found</h1>
        <p>There are no settings at this address.</p>
        <p>
          <Link to={settingsPath(site.slug)}>See all of {site.name}’s settings</Link>
        </p>
      </>
    );
  }
  const { title, summary } = SETTINGS_GROUPS.find((entry) => entry.group === group) ?? SETTINGS_GROUPS[0];

  const onSaved = (answer: SiteSettingsAnswer) => queryClient.setQueryData(query.queryKey, answer);
  const onReload = async () => {
    const fresh = await settings.refetch();
    return fresh.data ?? null;
  };

  return (
    <>
      <title>{`${title} | Settings | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li>
            <Link to={settingsPath(site.slug)}>Settings</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="page-heading">
        <h1 id="group-heading">{title}</h1>
        <PreviewLink slug={site.slug} group={group} />
      </div>
      <p>{summary}</p>
      {!mayEdit ? (
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      ) : null}
      {mayEdit && settings.isPending ? <LoadingState label="Loading the settings…" /> : null}
      {settings.isError && !settings.data ? <ErrorState message="The settings could not be loaded." onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <>
          <LastChange answer={settings.data} />
          {group === 'branding' ? <LogoUpload siteId={site.id} answer={settings.data} onSaved={onSaved} onReload={onReload} /> : null}
          {group === 'home' ? <HomePictureUploads siteId={site.id} answer={settings.data} onSaved={onSaved} onReload={onReload} /> : null}
          <GroupForm key={`${site.id}-${group}`} siteId={site.id} group={group} answer={settings.data} onSaved={onSaved} onReload={onReload} labelledBy="group-heading" />
        </>
      ) : null}
    </>
  );
}
