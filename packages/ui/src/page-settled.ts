/** How long a new page may take to show its content before focus moves anyway. */
const MAX_WAIT_MS = 10_000;

/** The page's main content, once it has its heading and nothing in it still says it is loading. */
function settledMain(): HTMLElement | null {
  const main = document.getElementById('main-content') ?? document.body;
  const heading = main.querySelector('h1');
  const isLoading = main.querySelector('.query-state__spinner, [aria-busy="true"]') !== null;
  return heading && !isLoading ? main : null;
}

/**
 * Calls `onSettled` once the page's content has rendered (a heading, and no loading state left in
 * the main content), watching the document's changes rather than guessing a time; after
 * MAX_WAIT_MS it calls anyway. Returns a function that stops waiting.
 */
export function whenPageSettles(onSettled: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    onSettled();
  };
  const check = () => {
    if (settledMain()) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  // The page may already be complete when this starts (kept data renders at once).
  queueMicrotask(check);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
