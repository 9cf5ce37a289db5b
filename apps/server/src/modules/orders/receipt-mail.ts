import { formatMoney } from '@commons/domain';
import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import { brandOf } from '../password-reset/reset-mail.ts';
import { orderNumber } from './order-number.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import type { NewOrderLine, OrderRow } from './orders.repo.ts';

/** Money (docs/product/site.md#formats): formatMoney already writes the dollar sign ('$1,786.50'). */
const money = formatMoney;

/** One line of the receipt: its name and price, then what it includes, tax, discount and bonus. */
function lineText(line: NewOrderLine): string {
  const parts = [`${line.name}: ${money(line.price_cents)}`];
  if (line.discount_cents > 0) parts.push(`  Discount: -${money(line.discount_cents)}`);
  if (line.tax_cents > 0) parts.push(`  Tax: ${money(line.tax_cents)}`);
  for (const detail of line.details ?? []) parts.push(`  ${detail}`);
  return parts.join('\n');
}

/**
 * The receipt e-mailed to the buyer once an order is placed or paid (docs/product/purchase.md#receipts): every line with
 * what it includes, the tax, discounts and bonuses, the totals, how it was paid (a card by its type
 * and last four digits only) and, for a parent, the student it is for. Every value is escaped by
 * the layout.
 */
export function receiptMail(input: { site: SiteRow; order: Pick<OrderRow, 'id' | 'buyer' | 'payment_type' | 'subtotal_cents' | 'discount_cents' | 'tax_cents' | 'bonus_cents' | 'total_cents' | 'card_type' | 'card_last4'>; lines: NewOrderLine[]; publicBaseUrl: string }): OutgoingMail {
  const { site, order, lines } = input;
  const no = orderNumber(order.id);
  const buyer = order.buyer;
  const paidWith = order.card_last4 ? `${order.payment_type} (${order.card_type ?? 'card'} ending in ${order.card_last4})` : order.payment_type;
  const totals = [`Subtotal: ${money(order.subtotal_cents)}`];
  if (order.discount_cents > 0) totals.push(`Discounts: -${money(order.discount_cents)}`);
  totals.push(`Tax: ${money(order.tax_cents)}`);
  if (order.bonus_cents > 0) totals.push(`Bonuses credited: ${money(order.bonus_cents)}`);
  totals.push(`Total: ${money(order.total_cents)}`);
  const content: MailContent = {
    subject: `Your ${site.name} order ${no}`,
    paragraphs: [
      `Thank you for your order, ${buyer.first_name}. Here is your receipt.`,
      `Order ${no}\nPaid with: ${paidWith}`,
      ...(buyer.student ? [`For: ${buyer.student.first_name} ${buyer.student.last_name} (${buyer.student.email})`] : []),
      lines.map(lineText).join('\n\n'),
      totals.join('\n'),
    ],
    footnote: 'Keep this message for your records. Questions about your order? Reply to the dining office through the contact details on our website.',
  };
  const brand = brandOf(site, input.publicBaseUrl);
  return { siteId: site.id, to: buyer.email, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}
