import { Link, Navigate, useLocation } from 'react-router';
import { formatMoney } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { orderCompleteStateOf, purchaseSectionSlug } from './order-complete-state.ts';
import './order-complete.css';

const T = CHECKOUT_TEXTS.complete;

/**
 * `/{site}/order-complete` (docs/product/purchase.md#order-complete, route OrderComplete): the thanks after an order, with its
 * number. Only the purchase page's navigation after an order opens it; any other arrival is sent
 * to the meal plan purchase section.
 */
export function OrderCompletePage() {
  const site = useSite();
  const location = useLocation();
  const order = orderCompleteStateOf(location.state);
  const purchase = paths.section(site.slug, purchaseSectionSlug(site.section_list));
  if (!order) return <Navigate to={purchase} replace />;
  return (
    <div className="container order-complete">
      <PageHead title={`${T.title} | ${site.name}`} description={`Your order at ${site.name} Dining.`} noIndex />
      <section className="order-complete__card" aria-labelledby="order-complete-title">
        <h1 id="order-complete-title" tabIndex={-1}>
          {T.title}
        </h1>
        <p className="order-complete__thanks">{T.thanks}</p>
        <p>{T.orderNo(order.orderNo)}</p>
        <p>{T.total(formatMoney(order.totalCents))}</p>
        {order.subscriptionCharges.length > 0 && (
          <section className="order-complete__charges" aria-labelledby="order-complete-charges">
            <h2 id="order-complete-charges">{T.chargesTitle}</h2>
            <ul>
              {order.subscriptionCharges.map((note, index) => (
                <li key={index}>
                  <strong>{note.name}</strong>
                  {note.texts.map((text) => (
                    <span key={text}>{text}</span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="order-complete__links">
          <Link className="button" to={purchase}>
            {T.backToPlans}
          </Link>
          <Link className="button button--ghost" to={paths.siteHome(site.slug)}>
            {T.home}
          </Link>
        </p>
      </section>
    </div>
  );
}
