/** A set-up key as people type it from the screen: upper case, in groups of four (`JBSW Y3DP EHPK 3PXP`). */
export function secretInGroups(secret: string): string {
  const plain = secret.replace(/[\s=]/g, '').toUpperCase();
  return (plain.match(/.{1,4}/g) ?? []).join(' ');
}
