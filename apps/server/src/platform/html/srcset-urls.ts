/** Descriptors after a candidate's URL (`2x`, `640w`), up to the comma that ends the candidate. */
const DESCRIPTORS = /^(?:[^,(]|\([^)]*\)?)*/;

/**
 * The URLs of an image's `srcset`, read as a browser reads them: a candidate's URL runs to the
 * first space, a comma right after it ends the candidate, otherwise its descriptors run to the
 * next comma. `data:` URLs keep the commas inside them.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    const url = /^\S+/.exec(rest)?.[0];
    if (url === undefined) return urls;
    rest = rest.slice(url.length);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    rest = rest.slice(DESCRIPTORS.exec(rest)?.[0].length ?? 0);
  }
}
