/** Ten years: the dismissal cookie never expires in practice (docs/product/site.md#landing-modal). */
const TEN_YEARS_S = 315_360_000;

export const landingModalCookieName = (siteId: number) => `commons_landing_modal_${siteId}`;

/** Whether this browser has already closed the site's landing modal. */
export function isLandingModalDismissed(siteId: number, cookies: string = document.cookie): boolean {
  const name = landingModalCookieName(siteId);
  return cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The cookie that keeps the landing modal away after it has been closed once. */
export function landingModalDismissalCookie(siteId: number): string {
  return `${landingModalCookieName(siteId)}=dismissed; max-age=${TEN_YEARS_S}; path=/; SameSite=Lax`;
}

export function rememberLandingModalDismissed(siteId: number): void {
  document.cookie = landingModalDismissalCookie(siteId);
}
