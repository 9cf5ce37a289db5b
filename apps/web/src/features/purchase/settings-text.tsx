import { SafeHtml } from '../../ui/safe-html.tsx';

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** A message from the order form settings: sanitised HTML when it is HTML, else plain text. Nothing when empty. */
export function SettingsText({ text, className }: { text: string; className?: string }) {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (looksLikeHtml(trimmed)) return <SafeHtml html={trimmed} className={className} topHeading={3} />;
  return <p className={className}>{trimmed}</p>;
}
