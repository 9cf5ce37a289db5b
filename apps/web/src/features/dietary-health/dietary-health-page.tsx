import { DIETARY_FORM_TITLE } from '@commons/domain';
import { useCustomerSession } from '../../site/customer-session.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { DietaryHealthForm } from './dietary-health-form.tsx';
import { DIETARY_UI_TEXTS as T } from './dietary-texts.ts';
import './public-form.css';

const HEADING_ID = 'dietary-health-title';

/** `/{site}/dietary-health-form` (docs/product/forms.md#dietary-health): the form, filled from the profile of a logged-in customer. */
export function DietaryHealthPage() {
  const site = useSite();
  // Sites without customer login never ask who is logged in.
  const session = useCustomerSession(site.id, site.customer_login);
  return (
    <div className="section-page container public-form-page">
      <PageHead title={`${DIETARY_FORM_TITLE} | ${site.name}`} description={T.description(`${site.name} Dining`)} />
      <h1 id={HEADING_ID} className="page-title" tabIndex={-1}>
        {DIETARY_FORM_TITLE}
      </h1>
      <p className="page-lead">{T.lead}</p>
      <div className="public-form-page__card">
        <DietaryHealthForm siteId={site.id} timeZone={site.address.time_zone} customer={session.customer} labelledBy={HEADING_ID} />
      </div>
    </div>
  );
}
