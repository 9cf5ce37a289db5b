/** Adds https:// to a URL that has no http(s) scheme: 'www.x.edu/a' → 'https://www.x.edu/a'. */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}
