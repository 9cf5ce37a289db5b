/**
 * The e-mail domain rule of checkout (docs/product/purchase.md#customer-form): an address belongs to a site's domain when the
 * last two labels of its domain are the last two labels of the site's `email_domain`, so
 * 'ada@mail.northfield.edu' belongs to 'northfield.edu' and to 'students.northfield.edu'.
 */

/**
 * The last two labels of a domain, lowercased: 'Mail.Northfield.EDU' → 'northfield.edu'. A leading
 * '@' or the part of an address before it is dropped, so '@northfield.edu' and
 * 'ada@northfield.edu' both answer 'northfield.edu'. Blank text answers ''.
 */
export function domainLabels(text: string): string {
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1).trim().toLowerCase().replace(/\.+$/, '');
  return domain.split('.').filter((label) => label !== '').slice(-2).join('.');
}

/** Is `email` in the site's domain? A site without a domain (blank `email_domain`) takes every address. */
export function isInEmailDomain(email: string, siteDomain: string): boolean {
  const site = domainLabels(siteDomain);
  return site === '' || domainLabels(email) === site;
}
