import { useEffect } from 'react';

/** Only scripts served over https are loaded. */
const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Adds `<script src={url}>` to the page while the component is shown and removes it after
 * (a section's use_script / script_url). Nothing happens for a null or non-https address.
 */
export function useExternalScript(url: string | null): void {
  useEffect(() => {
    if (!url || !isHttps(url)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.sectionScript = '';
    document.body.append(script);
    return () => script.remove();
  }, [url]);
}
