import { describe, expect, it } from 'vitest';
import { isLandingModalDismissed, landingModalDismissalCookie } from './landing-modal-cookie.ts';

describe('landing modal cookie', () => {
  it('is per site, site-wide and kept for ten years', () => {
    expect(landingModalDismissalCookie(7)).toBe('commons_landing_modal_7=dismissed; max-age=315360000; path=/; SameSite=Lax');
  });

  it("reads this site's dismissal only", () => {
    expect(isLandingModalDismissed(1, 'a=1; commons_landing_modal_1=dismissed')).toBe(true);
    expect(isLandingModalDismissed(1, 'commons_landing_modal_12=dismissed')).toBe(false);
    expect(isLandingModalDismissed(1, '')).toBe(false);
  });
});
