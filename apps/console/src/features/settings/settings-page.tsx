import './settings.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, SETTINGS_GROUPS } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { LastChange } from './last-change.tsx';
import { PreviewLink } from './preview-link.tsx';
import { settingsQuery } from './settings-query.ts';
import { groupPath } from './settings-routes.ts';

/** /console/sites/{slug}/settings: the site's settings in groups, each leading to its form. */
export function SettingsPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayEdit = site !== null && mayUse(session.grants, 'site.settings', { site_id: site.id });
  const settings = useQuery({ ...settingsQuery(site?.id ?? 0), enabled: mayEdit });
  if (!site) return <SiteNotFound />;
  return (
    <>
      <title>{`Settings | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">Settings</li>
        </ol>
      </nav>
      <h1>Settings</h1>
      {!mayEdit ? (
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      ) : (
        <>
          <p>Everything the public pages of {site.name} show, in groups. Each group is saved on its own.</p>
          {settings.isPending ? <LoadingState label="Loading the settings…" /> : null}
          {settings.isError ? <ErrorState message="The settings could not be loaded." onRetry={() => void settings.refetch()} /> : null}
          {settings.data ? <LastChange answer={settings.data} /> : null}
          <ul className="tiles">
            {SETTINGS_GROUPS.map(({ group, title, summary }) => (
              <li key={group} className="tile">
                <h2 className="tile__title">
                  <Link to={groupPath(site.slug, group)}>{title}</Link>
                </h2>
                <p>{summary}</p>
                <p className="tile__more">
                  <PreviewLink slug={site.slug} group={group} />
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
