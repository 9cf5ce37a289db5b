/**
 * The IANA time zones the browser knows (`Intl.supportedValuesOf('timeZone')`), with `current`
 * added in its place when the list lacks it (a name saved before, or one the browser spells
 * otherwise, such as `Asia/Kolkata` beside `Asia/Calcutta`), so the value held is always a choice.
 */
export function timeZoneNames(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  if (current === '' || known.includes(current)) return known;
  return [...known, current].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Lower case, accents dropped, and an underscore, slash, dash or run of spaces as one space. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_/-]+/g, ' ')
    .trim();

/**
 * Whether a zone's name holds what was typed, ignoring case and accents, with underscores,
 * slashes, dashes and spaces alike: "New_York", "new york" and "america/new" all find
 * America/New_York, "sao paulo" America/Sao_Paulo. Nothing typed matches every zone.
 */
export function matchesTimeZone(zone: string, typed: string): boolean {
  const wanted = folded(typed);
  return wanted === '' || folded(zone).includes(wanted);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter that writes a zone's offset, made once a zone; null for a name the browser does not know. */
function offsetFormat(zone: string): Intl.DateTimeFormat | null {
  if (!offsetFormats.has(zone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    offsetFormats.set(zone, format);
  }
  return offsetFormats.get(zone) ?? null;
}

/**
 * A zone's offset from UTC at the instant `at`, as "UTC−05:00" (a true minus sign), "UTC+05:30"
 * or "UTC+00:00"; '' for a name the browser does not know. The offset moves with daylight saving
 * time, so it is the zone's offset at that instant, not all year.
 */
export function utcOffsetText(zone: string, at: Date): string {
  const name = offsetFormat(zone)
    ?.formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  if (name === undefined) return '';
  const offset = name.replace(/^GMT/, '');
  return `UTC${offset === '' ? '+00:00' : offset.replace('-', '−')}`;
}
