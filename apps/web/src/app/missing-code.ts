/** What browsers say when a script the app imports on demand cannot be fetched. */
const MISSING_CODE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * Whether a page failed because part of the app's own code could not be fetched: the connection
 * dropped, or a new release replaced the files an open tab still names.
 */
export function isMissingCode(error: unknown): boolean {
  return MISSING_CODE.test(error instanceof Error ? error.message : String(error));
}

/** How long after one reload for missing code another one is not tried: the page is failing, not stale. */
const RETRY_AFTER_MS = 60_000;
const keyFor = (path: string) => `commons_reloaded_for_missing_code:${path}`;

export interface ReloadClaim {
  path: string;
  /** The tab's session storage; a function, as merely reading `window.sessionStorage` throws where storage is blocked. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
}

/**
 * Whether to reload the page, which fetches the current release's code, and the note that it
 * was: false when this address was reloaded for missing code within the last minute or the tab
 * cannot remember that it was, so a page that keeps failing shows its error instead of looping.
 */
export function claimReloadForMissingCode({ path, storage, now }: ReloadClaim): boolean {
  try {
    const session = storage();
    const last = Number(session.getItem(keyFor(path)) ?? 0);
    if (now - last < RETRY_AFTER_MS) return false;
    session.setItem(keyFor(path), String(now));
    return true;
  } catch {
    return false;
  }
}
