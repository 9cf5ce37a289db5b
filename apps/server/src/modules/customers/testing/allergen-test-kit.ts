/** A filled Allergens tab for `customerId` on `siteId`. */
export const allergenForm = (customerId: number, siteId: number, changes: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  site_id: siteId,
  allergens: ['Peanuts', 'Milk'],
  has_custom_allergen: true,
  custom_allergen: 'Mustard',
  contact_name: 'Grace Hopper',
  contact_number: '(413) 555 - 0111',
  carries_epinephrine: true,
  serial_number: 'ignored',
  ...changes,
});
