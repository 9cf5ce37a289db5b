/** The note for allergens an item may contain through cross-contact: 'May contain: Gluten, Wheat'. */
export function mayContainText(names: readonly string[]): string {
  return `May contain: ${names.join(', ')}`;
}
