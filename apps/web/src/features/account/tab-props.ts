/** What every tab of the account page is given: the site and the logged-in customer. */
export interface AccountTabProps {
  siteId: number;
  siteSlug: string;
  customerId: number;
}
