import type { NavigatorReport } from '@commons/contract';

/** Fields some browsers add to `navigator` that TypeScript's DOM types do not list. */
interface NavigatorExtras {
  buildID?: unknown;
  globalPrivacyControl?: unknown;
  standalone?: unknown;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined);
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** The browser details the site records once per visit, trimmed to what the API accepts. */
export function navigatorReportOf(nav: Navigator): NavigatorReport {
  const extras = nav as Navigator & NavigatorExtras;
  const cores = nav.hardwareConcurrency;
  return {
    app_code_name: text(nav.appCodeName, 100),
    app_name: text(nav.appName, 100),
    app_version: text(nav.appVersion, 500),
    build_id: text(extras.buildID, 100),
    cookie_enabled: flag(nav.cookieEnabled),
    global_privacy_control: flag(extras.globalPrivacyControl),
    hardware_concurrency: Number.isInteger(cores) ? Math.min(Math.max(cores, 0), 4096) : undefined,
    platform: text(nav.platform, 100),
    product: text(nav.product, 100),
    product_sub: text(nav.productSub, 100),
    standalone: flag(extras.standalone),
    user_agent: text(nav.userAgent, 1000),
    vendor: text(nav.vendor, 200),
    vendor_sub: text(nav.vendorSub, 100),
    webdriver: flag(nav.webdriver),
    webkit: typeof nav.userAgent === 'string' ? /AppleWebKit/i.test(nav.userAgent) : undefined,
  };
}
