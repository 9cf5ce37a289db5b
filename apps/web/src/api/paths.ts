/** Every in-app URL, built in one place. */
export const paths = {
  landing: () => '/',
  campuses: () => '/campuses',
  notFound: () => '/404',
  /** The 404 page saying the server refused the school's site ('Invalid site.', docs/product/site.md#errors). */
  invalidSite: () => '/404?reason=invalid-site',
  mobilePrivacy: () => '/mobile-privacy',
  climateFriendly: () => '/climate-friendly',
  siteHome: (site: string) => `/${site}`,
  /** The not-found page inside a site, with the site's header and a link to its home. */
  siteNotFound: (site: string) => `/${site}/404`,
  section: (site: string, section: string) => `/${site}/${section}`,
  /** The campus map section opened on one location. */
  mapLocation: (site: string, mapSection: string, locationId: number) => `/${site}/${mapSection}?location=${locationId}`,
  event: (site: string, eventId: number) => `/${site}/event/${eventId}`,
  specialOffer: (site: string, specialId: number) => `/${site}/special-offer/${specialId}`,
  privacy: (site: string) => `/${site}/privacy`,
  termsOfUse: (site: string) => `/${site}/terms-of-use`,
  mobileApp: (site: string) => `/${site}/dine-on-campus-mobile-app`,
  login: (site: string) => `/${site}/login`,
  signup: (site: string) => `/${site}/signup`,
  customerAccount: (site: string) => `/${site}/customer-account`,
  /** The thanks after a meal plan order (docs/product/purchase.md#order-complete, route OrderComplete). */
  orderComplete: (site: string) => `/${site}/order-complete`,
  /** The e-mailed link that cancels a reservation without a login (public ids). */
  cancelReservation: (site: string, customerId: string, reservationId: string) =>
    `/${site}/cancel-reservation/${encodeURIComponent(customerId)}/${encodeURIComponent(reservationId)}`,
  /** One reservation as a printable PDF (contract getReservationCard). */
  reservationCard: (siteId: number, customerId: number, reservationId: string) =>
    `/v1/customer/reservation_card?site_id=${siteId}&customer_id=${customerId}&reservation_id=${encodeURIComponent(reservationId)}`,
  /** A location's regular hours as an iCalendar file (contract getLocationHoursIcs). */
  locationHoursIcs: (locationId: number) => `/v1/locations/${locationId}/hours.ics`,
  file: (folder: 'images' | 'microsite' | 'section_banner' | 'location' | 'newsletters' | 'staff' | 'catering', fileName: string) => `/files/${folder}/${encodeURIComponent(fileName)}`,
};
