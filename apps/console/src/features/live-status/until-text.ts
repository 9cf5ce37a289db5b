const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the site's clock shows it, with the day: 'Sun, Nov 22, 5:30 PM'. */
export function untilText(instant: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}
