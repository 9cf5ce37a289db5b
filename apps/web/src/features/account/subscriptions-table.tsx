import type { CustomerSubscription } from '@commons/contract';
import { formatMoney, localDateTime, subscriptionChargeTexts } from '@commons/domain';
import { shortDateIn } from '../../ui/dates.ts';
import { ORDER_TEXTS, PAYMENT_RESULT_TEXT } from './order-texts.ts';

interface SubscriptionsTableProps {
  subscriptions: readonly CustomerSubscription[];
  timeZone: string;
  onCancel: (subscription: CustomerSubscription) => void;
}

/** The payment of the first bill: taken at checkout, with the order (decisions/0027). */
const checkoutPaymentOf = (subscription: CustomerSubscription) => subscription.payments.find((payment) => payment.bill_date === subscription.bill_dates[0]);

/**
 * The item, its price per period, what checkout charged (on the order's date in the site's zone)
 * and the later bill dates, so the checkout's charge and the next bill never read as one bill
 * taken twice.
 */
function Description({ subscription, timeZone }: { subscription: CustomerSubscription; timeZone: string }) {
  const period = subscription.frequency === 'weekly' ? 'week' : 'month';
  const charges = subscriptionChargeTexts({
    paidOn: localDateTime(new Date(subscription.order.created_at), timeZone).date,
    amountCents: checkoutPaymentOf(subscription)?.amt_cents ?? subscription.item.price_cents,
    frequency: subscription.frequency,
    billDates: subscription.bill_dates,
  });
  return (
    <>
      <span className="subs-table__name">{subscription.item.name}</span>
      <span className="subs-table__detail">
        {formatMoney(subscription.item.price_cents)} per {period}
      </span>
      {charges.map((text) => (
        <span key={text} className="subs-table__detail">
          {text}
        </span>
      ))}
    </>
  );
}

/**
 * The Subscriptions table (docs/product/accounts.md#subscriptions): date, description, payments and change. On phones the date
 * moves into the description, so three columns share the width.
 */
export function SubscriptionsTable({ subscriptions, timeZone, onCancel }: SubscriptionsTableProps) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table subs-table">
        <caption className="visually-hidden">Your subscriptions, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className="subs-table__wide">
              Date
            </th>
            <th scope="col">Description</th>
            <th scope="col">Payments</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => {
            const ordered = shortDateIn(new Date(subscription.order.created_at), timeZone);
            // The checkout's payment is told in the description; this column lists the bills after it.
            const laterPayments = subscription.payments.filter((payment) => payment !== checkoutPaymentOf(subscription));
            return (
              <tr key={subscription.id}>
                <td className="subs-table__wide">{ordered}</td>
                <td>
                  <span className="subs-table__narrow subs-table__detail">Ordered {ordered}</span>
                  <Description subscription={subscription} timeZone={timeZone} />
                </td>
                <td>
                  {laterPayments.length > 0 ? (
                    <ul className="subs-table__payments">
                      {laterPayments.map((payment) => (
                        <li key={payment.bill_date}>
                          {shortDateIn(new Date(payment.created_at), timeZone)}: {formatMoney(payment.amt_cents)}{' '}
                          <span className={payment.result === '0' ? 'subs-table__result' : 'subs-table__result subs-table__result--failed'}>{PAYMENT_RESULT_TEXT[payment.result]}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    'None yet'
                  )}
                </td>
                <td>
                  {subscription.canceled_at ? (
                    <span className="subs-table__canceled">{ORDER_TEXTS.canceledOn(shortDateIn(new Date(subscription.canceled_at), timeZone))}</span>
                  ) : (
                    <button type="button" className="button button--ghost subs-table__cancel" onClick={() => onCancel(subscription)}>
                      Cancel<span className="visually-hidden"> {subscription.item.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
