import type { Cart, Customer, OrderForm } from '@commons/contract';
import { allowedPaymentTypes, zonedParts, type CheckoutContext, type PaymentLine, type PaymentType, type YearMonth } from '@commons/domain';

/** What the checkout knows of this cart and site: the form's rules and the choices it offers. */
export interface CheckoutFacts {
  /** The payment types every item of the cart is sold for (docs/product/purchase.md#payment-types), in the documented order. */
  paymentTypes: PaymentType[];
  /** The cart's customer type makes the buyer a parent: the student section is asked. */
  isParent: boolean;
  isLoggedIn: boolean;
  /** The logged-in buyer's names, e-mail and student ID belong to the school's sign-in (ADFS): locked. */
  isIdentityLocked: boolean;
  studentIdPattern: string;
  emailDomain: string;
  /** The terms the settings ask for: Student ID orders, and orders with a meal plan. */
  studentIdTerms: string | null;
  mealPlanTerms: string | null;
}

function paymentLineOf(item: Cart['items'][number], form: OrderForm): PaymentLine {
  if (item.type !== 'Meal plan') return { kind: item.type };
  const plan = form.mealPlans.find((entry) => entry.id === item.meal_plan_id);
  return { kind: 'Meal plan', payment_types: plan?.payment_types ?? [] };
}

export function checkoutFactsOf(form: OrderForm, cart: Cart, customer: Customer | null): CheckoutFacts {
  const settings = form.orderFormSettings;
  const type = form.customerTypes.find((entry) => entry.id === cart.customer_type_id);
  const hasMealPlan = cart.items.some((item) => item.type === 'Meal plan');
  return {
    paymentTypes: allowedPaymentTypes(
      cart.items.map((item) => paymentLineOf(item, form)),
      settings,
      type?.payment_types ?? [],
    ),
    isParent: type?.is_parent ?? false,
    isLoggedIn: customer !== null,
    isIdentityLocked: customer?.identity_locked ?? false,
    studentIdPattern: settings.student_id_pattern,
    emailDomain: settings.email_domain,
    studentIdTerms: settings.student_id_requires_terms ? settings.student_id_terms : null,
    mealPlanTerms: settings.plans_require_terms && hasMealPlan ? settings.meal_plan_terms : null,
  };
}

/** The rules' context for `paymentType` (before one is chosen, the rules of a card, which ask least). */
export function checkoutContextOf(facts: CheckoutFacts, paymentType: PaymentType | undefined): CheckoutContext {
  return {
    payment_type: paymentType ?? 'Credit card',
    is_parent: facts.isParent,
    logged_in: facts.isLoggedIn,
    student_id_pattern: facts.studentIdPattern,
    email_domain: facts.emailDomain,
  };
}

/** The terms still to accept before an order paid by `paymentType` is placed. */
export function termsToAccept(facts: CheckoutFacts, paymentType: PaymentType, accepted: ReadonlySet<TermsKind>): { kind: TermsKind; text: string }[] {
  const wanted: { kind: TermsKind; text: string | null }[] = [
    { kind: 'student_id', text: paymentType === 'Student ID' ? facts.studentIdTerms : null },
    { kind: 'meal_plan', text: facts.mealPlanTerms },
  ];
  return wanted.filter((entry): entry is { kind: TermsKind; text: string } => entry.text !== null && !accepted.has(entry.kind));
}
export type TermsKind = 'student_id' | 'meal_plan';

/** This month in the site's calendar: a card is good through its expiry month. */
export const siteMonth = (now: Date, timeZone: string): YearMonth => {
  const parts = zonedParts(now, timeZone);
  return { year: parts.year, month: parts.month };
};
