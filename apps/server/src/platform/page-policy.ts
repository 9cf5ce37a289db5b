/**
 * A page's Content-Security-Policy: the site policy with `script-src` naming this origin and the
 * origins of the external scripts operators have configured for sections (https only, as the web
 * app loads no other), so no other host's script can run on a page.
 */
export function pagePolicy(basePolicy: string, scriptUrls: readonly string[]): string {
  const origins = new Set<string>();
  for (const url of scriptUrls) {
    const origin = httpsOrigin(url);
    if (origin) origins.add(origin);
  }
  const scriptSrc = ["script-src 'self'", ...[...origins].sort()].join(' ');
  return basePolicy.replace(/script-src [^;]*/, scriptSrc);
}

function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** How long the configured script hosts are kept before they are read again. */
const KEPT_MS = 30_000;

/**
 * The page policy, read again from the database at most every 30 s (as answers are kept); when the
 * read fails or takes over `timeLimitMs`, the last policy known, or the base policy, which allows
 * this origin's scripts only. One read at a time: pages that arrive during a slow read wait for it
 * (up to their limit) rather than start another.
 */
export function pagePolicySource(basePolicy: string, scriptUrls: () => Promise<string[]>, now: () => number = Date.now, timeLimitMs = 1000) {
  let kept: { policy: string; until: number } | null = null;
  let reading: Promise<string> | null = null;
  const fallback = () => kept?.policy ?? pagePolicy(basePolicy, []);
  const read = () =>
    (reading ??= scriptUrls()
      .then((urls) => {
        kept = { policy: pagePolicy(basePolicy, urls), until: now() + KEPT_MS };
        return kept.policy;
      })
      .catch(fallback)
      .finally(() => {
        reading = null;
      }));
  return async (): Promise<string> => {
    if (kept && kept.until > now()) return kept.policy;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(fallback()), timeLimitMs);
    });
    return Promise.race([read(), late]).finally(() => clearTimeout(timer));
  };
}
