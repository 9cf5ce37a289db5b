import type { CustomerOrder } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { shortDateIn } from '../../ui/dates.ts';

/** How an order was paid: its payment type, and for a card its type and last four digits. */
function paidWith(order: CustomerOrder): string {
  if (!order.card_last4) return order.payment_type;
  return `${order.payment_type} (${order.card_type ?? 'card'} ending in ${order.card_last4})`;
}

/**
 * The Orders tab's table (docs/product/accounts.md#orders): date, number (with what was bought and
 * what each line is: a subscription says what checkout charged apart from its later bills), total
 * and payment type. On phones the date and the payment type move under the number, said in words,
 * so two columns share the width and nothing is cut off or scrolls sideways.
 */
export function OrdersTable({ orders, timeZone }: { orders: readonly CustomerOrder[]; timeZone: string }) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table">
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className="orders-table__wide">
              Date
            </th>
            <th scope="col">Order no.</th>
            <th scope="col" className="orders-table__money">
              Total
            </th>
            <th scope="col" className="orders-table__wide">
              Payment type
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const date = shortDateIn(new Date(order.created_at), timeZone);
            return (
              <tr key={order.no}>
                <td className="orders-table__wide">{date}</td>
                <td>
                  <span className="orders-table__narrow orders-table__said">Ordered {date}</span>
                  <span className="orders-table__no">{order.no}</span>
                  <ul className="orders-table__lines">
                    {order.lines.map((line, i) => (
                      <li key={i}>
                        <span className="orders-table__line-name">{line.name}</span>
                        {line.details.length > 0 ? (
                          <ul className="orders-table__details">
                            {line.details.map((detail, j) => (
                              <li key={j}>{detail}</li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <span className="orders-table__narrow orders-table__said">Paid by {paidWith(order)}</span>
                </td>
                <td className="orders-table__money">{formatMoney(order.total_cents)}</td>
                <td className="orders-table__wide">{paidWith(order)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
