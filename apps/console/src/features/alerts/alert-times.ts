const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Dec 1, 2026, 8:00 AM': an instant on the site's clock. */
export function siteClockText(instant: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

export const STATE_TEXT = { scheduled: 'Scheduled', showing: 'Showing now', ended: 'Ended' } as const;
