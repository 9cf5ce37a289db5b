import { Link, useParams } from 'react-router';
import { mayUse, mayUseOnSite } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { SiteNotFound } from './site-not-found.tsx';
import { rolesOn, siteBySlug, STATUS_TEXT } from './site-facts.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteStatusControl } from './site-status-control.tsx';

/** /console/sites/{slug}: a site's dashboard, naming the site and leading to its public pages and its activity. */
export function SiteDashboardPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  if (!site) return <SiteNotFound />;
  const mayReadActivity = mayUse(session.grants, 'audit.read', { site_id: site.id });
  const mayListPeople = mayUse(session.grants, 'staff.list', { site_id: site.id });
  const mayEditSettings = mayUse(session.grants, 'site.settings', { site_id: site.id });
  const mayEditAlerts = mayUse(session.grants, 'site.alerts', { site_id: site.id });
  const mayEditLive = mayUseOnSite(session.grants, 'live_status.edit', site.id);
  const mayEditDishes = mayUse(session.grants, 'menus.edit', { site_id: site.id });
  return (
    <>
      <title>{`${site.name} | Commons console`}</title>
      <p className="eyebrow">Site dashboard</p>
      <h1>{site.name}</h1>
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status status--${site.status}`}>{STATUS_TEXT[site.status]}</span>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <code>/{site.slug}</code>
          </dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd>{rolesOn(session, site.id).join(', ')}</dd>
        </div>
      </dl>
      <ul className="tiles">
        <li className="tile">
          <h2 className="tile__title">
            {/* The public site is the web app's page, not the console's: a full page load. */}
            <a href={paths.publicSite(site.slug)}>Public site</a>
          </h2>
          <p>See {site.name} as students and visitors see it.</p>
        </li>
        {mayEditLive ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.live(site.slug)}>Live status</Link>
            </h2>
            <p>Close a location now with a message, reopen it, and say how busy it is.</p>
          </li>
        ) : null}
        {mayEditDishes ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.dishes(site.slug)}>Dishes</Link>
            </h2>
            <p>The site’s dishes: what they contain, their labels and nutrition facts.</p>
          </li>
        ) : null}
        {mayEditSettings ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.settings(site.slug)}>Settings</Link>
            </h2>
            <p>The site’s name, contact, colours, home page, menus, features and links.</p>
          </li>
        ) : null}
        {mayEditAlerts ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.alerts(site.slug)}>Homepage alerts</Link>
            </h2>
            <p>The notices at the top of every public page, and when they show.</p>
          </li>
        ) : null}
        {mayReadActivity ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.activity(site.slug)}>Activity</Link>
            </h2>
            <p>Every change staff made to this site: who, what and when.</p>
          </li>
        ) : null}
        {mayListPeople ? (
          <li className="tile">
            <h2 className="tile__title">
              <Link to={paths.people(site.slug)}>People</Link>
            </h2>
            <p>Who has access to this site, and with what role.</p>
          </li>
        ) : null}
      </ul>
      {mayUse(session.grants, 'site.publish', { site_id: site.id }) ? (
        <section aria-labelledby="publishing-heading" className="panel">
          <h2 id="publishing-heading">Publishing</h2>
          <SiteStatusControl key={site.id} site={site} />
        </section>
      ) : null}
    </>
  );
}
