const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;

/** Is this a phone or tablet browser? (The mobile app page is only for those.) */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}
