import { CHECKOUT_MESSAGES, checkoutCustomerProblems, domainLabels, type CheckoutCustomerValues, type PaymentType } from '@commons/domain';
import { AppError } from '../../platform/app-error.ts';
import type { SettingsRow } from '../purchase/order-form.repo.ts';
import type { Runner } from '../purchase/cart.repo.ts';
import type { OrdersRepo } from './orders.repo.ts';

export const CHECKOUT_ERROR = 'Error: Something went wrong, please check your information and try again.';

export const BUYER_MESSAGES = {
  facultyOnly: 'Payroll deduction is only for faculty and staff: use the email address the school has on file for you.',
} as const;

/** The form's values, less what the checks never read (the password travels on alone). */
export type BuyerValues = Omit<CheckoutCustomerValues, 'password' | 'confirm_password'> & { password?: string | undefined; confirm_password?: string | undefined };

/**
 * Every check of the checkout customer form for `paymentType`, the rules that need the site's
 * private lists included (docs/product/purchase.md#customer-form): the form's own rules with the site's pattern and e-mail
 * domain, the blocked student ids ('There is a problem with your student id.') and, for payroll
 * deduction with the validator on, the faculty list. All failing fields at once, as a 400.
 * Inside a transaction, pass it as `runner`: a second connection taken while one is held can wait
 * for ever when every connection of the pool is held the same way.
 */
export async function checkBuyer(repo: OrdersRepo, input: { siteId: number; settings: SettingsRow; values: BuyerValues; paymentType: PaymentType; isParent: boolean; isLoggedIn: boolean }, runner?: Runner): Promise<void> {
  const { settings, values, paymentType } = input;
  const context = { payment_type: paymentType, is_parent: input.isParent, logged_in: input.isLoggedIn, student_id_pattern: settings.student_id_pattern, email_domain: settings.email_domain };
  const problems = checkoutCustomerProblems(values as CheckoutCustomerValues, context);
  if (!problems.student_id && (await repo.isBlockedStudent(input.siteId, values.student_id, runner))) problems.student_id = CHECKOUT_MESSAGES.studentIdBlocked;
  if (!problems.email && paymentType === 'Payroll deduction' && settings.enable_faculty_email_validator && !(await repo.isFacultyEmail(input.siteId, values.email, runner))) {
    problems.email = BUYER_MESSAGES.facultyOnly;
  }
  if (Object.keys(problems).length > 0) throw new AppError('invalid', refusalMessage(problems, settings.email_domain), problems);
}

/**
 * The answer's message: a Student ID purchase refused for its e-mail's domain says so in the
 * words the purchase documents give ('The email is not valid for this Student ID'), its field the
 * domain it needs; any other refusal the form's general message.
 */
function refusalMessage(problems: Record<string, string>, emailDomain: string): string {
  const domainRefused = problems.email !== undefined && problems.email === CHECKOUT_MESSAGES.studentAccountEmail(domainLabels(emailDomain));
  return domainRefused ? CHECKOUT_MESSAGES.emailNotValidForStudentId : CHECKOUT_ERROR;
}
