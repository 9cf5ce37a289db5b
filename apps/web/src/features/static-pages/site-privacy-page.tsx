import { Link } from 'react-router';
import { privacyRequestFormUrl } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { shortDateTimeIn } from '../../ui/dates.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PRIVACY_NOTICE } from './privacy-notice.ts';
import './static-pages.css';

/** `/{site}/privacy`: the privacy notice of a site's dining website. */
export function SitePrivacyPage() {
  const site = useSite();
  const dining = `${site.name} Dining`;
  return (
    <div className="container site-text-page">
      <PageHead title={`Privacy Policy | ${site.name}`} description={`How the ${dining} website handles your information.`} />
      <article className="text-page privacy-notice">
        <h1 tabIndex={-1}>Privacy Policy</h1>
        <p className="text-page__updated">
          Last updated {shortDateTimeIn(new Date(PRIVACY_NOTICE.updatedAt), site.address.time_zone)}
          <br />
          Version {PRIVACY_NOTICE.version}
        </p>
        <p>
          This notice explains what the {dining} website collects when you visit it, why, and the choices you have. The mobile app has its
          own <Link to={paths.mobilePrivacy()}>mobile app privacy policy</Link>.
        </p>

        <h2>When you browse</h2>
        <ul>
          <li>
            Once per visit, the site records technical details your browser reports about itself: browser name and version, operating
            system, language settings and whether cookies are enabled. We use them to make sure the site works on the devices our
            visitors use. They are not linked to your name.
          </li>
          <li>Our servers keep standard logs (address, page requested, time) for up to 30 days to keep the site secure and fix errors.</li>
          <li>If you allow it, the site uses your location only to show nearby dining locations on the map; it is not stored.</li>
        </ul>

        <h2>Cookies and local storage</h2>
        <ul>
          <li>A session cookie keeps you signed in, if you have an account.</li>
          <li>A cookie remembers that you closed an announcement window, so it does not come back.</li>
          <li>Your browser's session storage remembers that the visit's browser details were already recorded.</li>
        </ul>
        <p>We do not use advertising cookies. You can delete cookies in your browser settings at any time; you will then be signed out.</p>

        <h2>When you create an account or buy something</h2>
        <p>
          We collect what you enter: your name, email address, phone number, address and, where the school requires it, your student or
          employee ID. We use it to run your account, fulfil meal plan purchases, reservations and orders, and send receipts and the
          messages you ask for. Card payments go straight to our payment processor; we never store full card numbers.
        </p>

        <h2>Who sees your information</h2>
        <p>
          The {dining} team, and the service providers that host the site, process payments and send email on our behalf. We do not sell
          personal information or share it for advertising. We disclose information when the law requires it.
        </p>

        <h2>Your choices and rights</h2>
        <p>
          You can review and update your account details at any time after signing in. To get a copy of your information or have it
          deleted, contact us{site.display_email && site.email ? ' at ' : ' through the dining office'}
          {site.display_email && site.email ? <a href={`mailto:${site.email}`}>{site.email}</a> : null}, or send the{' '}
          <a href={privacyRequestFormUrl(site.name)} target="_blank" rel="noopener noreferrer">
            privacy request form for {site.name} (opens in a new tab)
          </a>
          . We reply within 30 days.
        </p>

        <h2>Changes</h2>
        <p>When this notice changes, we update the date above. Significant changes are announced on the site's home page.</p>
      </article>
    </div>
  );
}
