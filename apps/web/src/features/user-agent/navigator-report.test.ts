import { describe, expect, it } from 'vitest';
import { navigatorReport } from '@commons/contract';
import { isMobileUserAgent } from './mobile-user-agent.ts';
import { navigatorReportOf } from './navigator-report.ts';

const chrome = {
  appCodeName: 'Mozilla',
  appName: 'Netscape',
  appVersion: '5.0 (X11; Linux x86_64)',
  cookieEnabled: true,
  hardwareConcurrency: 8,
  platform: 'Linux x86_64',
  product: 'Gecko',
  productSub: '20030107',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  vendor: 'Google Inc.',
  vendorSub: '',
  webdriver: false,
  globalPrivacyControl: true,
} as unknown as Navigator;

describe('navigatorReportOf', () => {
  it('maps the browser fields to the names the API takes, and the API accepts them', () => {
    const report = navigatorReportOf(chrome);
    expect(report).toMatchObject({
      app_code_name: 'Mozilla',
      cookie_enabled: true,
      hardware_concurrency: 8,
      global_privacy_control: true,
      product_sub: '20030107',
      webkit: true,
      build_id: undefined,
      standalone: undefined,
    });
    expect(navigatorReport.safeParse(report).success).toBe(true);
  });

  it('trims values longer than the API allows', () => {
    const long = { ...chrome, userAgent: 'x'.repeat(5000), hardwareConcurrency: 99999 } as unknown as Navigator;
    const report = navigatorReportOf(long);
    expect(report.user_agent).toHaveLength(1000);
    expect(report.hardware_concurrency).toBe(4096);
    expect(navigatorReport.safeParse(report).success).toBe(true);
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', false],
  ])('%s → %s', (ua, expected) => {
    expect(isMobileUserAgent(ua)).toBe(expected);
  });
});
