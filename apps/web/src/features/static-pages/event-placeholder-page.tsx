import { SitePlaceholder } from './site-placeholder.tsx';

/** `/{site}/event/{eventId}` until the events feature arrives. */
export function EventPlaceholderPage() {
  return <SitePlaceholder title="Event" />;
}
