import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import './static-pages.css';

/**
 * `/{site}/terms-of-use`: the terms of using a site's dining website (docs/product/site.md#static-pages): subscriptions cancelled 3 days before the next delivery, no gift or prepaid cards, the
 * United States and Canada only, North Carolina law with arbitration in Charlotte; links to the
 * account and privacy pages.
 */
export function TermsOfUsePage() {
  const site = useSite();
  const dining = `${site.name} Dining`;
  return (
    <div className="container site-text-page">
      <PageHead title={`Terms of Use | ${site.name}`} description={`The terms of using the ${dining} website.`} />
      <article className="text-page">
        <h1 tabIndex={-1}>Terms of Use</h1>
        <p className="text-page__updated">Last updated: January 15, 2026</p>
        <p>
          By using the {dining} website you agree to these terms. If you do not agree, please do not use the site. Purchases of meal plans
          and other products are also subject to the terms shown when you buy.
        </p>

        <h2>Menus, hours and nutrition information</h2>
        <p>
          We publish menus, hours and nutrition information in good faith, but they are subject to change without notice. Recipes,
          suppliers and portion sizes vary, and foods are prepared in kitchens that handle common allergens. Nutrition and allergen
          information is provided as a guide only: if you have a food allergy or a medical diet, speak with a manager or our dietitian
          before eating.
        </p>

        <h2>Your account</h2>
        <ul>
          <li>
            Give accurate information and keep it up to date on <Link to={paths.customerAccount(site.slug)}>your account page</Link>.
          </li>
          <li>Keep your password private; you are responsible for what happens under your account.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>

        <h2>Purchases</h2>
        <p>
          Prices, plan contents and availability are set by {dining} and may change before you buy. Your order is confirmed when you
          receive a confirmation. Refunds and cancellations follow the policy of the plan or product you bought.
        </p>

        <h2>Subscriptions</h2>
        <p>
          A subscription renews and is billed each period until you cancel it. You may cancel it up to 3 days before the next delivery;
          a cancellation made later takes effect after that delivery. You can see your subscriptions on{' '}
          <Link to={paths.customerAccount(site.slug)}>your account page</Link>.
        </p>

        <h2>Payment</h2>
        <p>We accept the payment types shown at checkout. Gift cards and prepaid cards are not accepted.</p>

        <h2>Where the service is offered</h2>
        <p>The {dining} website and its purchases are offered in the United States and Canada only.</p>

        <h2>Acceptable use</h2>
        <p>Do not use the site to:</p>
        <ul>
          <li>break the law or the rules of your school;</li>
          <li>try to get into accounts, data or systems you are not allowed to use;</li>
          <li>disrupt the site, for example with automated requests that overload it;</li>
          <li>send feedback or messages that are abusive, misleading or not your own.</li>
        </ul>

        <h2>Content and trademarks</h2>
        <p>
          The text, photos, logos and designs on this site belong to {site.name}, {dining} or their licensors. You may view and print
          pages for personal, non-commercial use; any other use needs our written permission.
        </p>

        <h2>Links to other websites</h2>
        <p>
          The site links to websites we do not run, such as app stores and your school's pages. We are not responsible for their content or
          their privacy practices.
        </p>

        <h2>No warranty; limits of liability</h2>
        <p>
          The site is provided "as is". We work to keep it available and accurate but cannot promise it will always be either. To the
          extent the law allows, we are not liable for losses that come from using the site or from relying on its information.
        </p>

        <h2>Governing law and disputes</h2>
        <p>
          These terms are governed by the laws of the State of North Carolina. Any dispute about them or about the site is settled by
          arbitration in Charlotte, North Carolina.
        </p>

        <h2>Your privacy</h2>
        <p>
          How we handle your information is explained in our <Link to={paths.privacy(site.slug)}>Privacy Policy</Link>.
        </p>

        <h2>Changes to these terms</h2>
        <p>We may update these terms; the date above shows the latest version. Continuing to use the site means you accept the update.</p>

        <h2>Contact</h2>
        <p>
          Questions about these terms?{' '}
          {site.display_email && site.email ? (
            <>
              Email us at <a href={`mailto:${site.email}`}>{site.email}</a>.
            </>
          ) : (
            'Contact the dining office.'
          )}
        </p>
      </article>
    </div>
  );
}
