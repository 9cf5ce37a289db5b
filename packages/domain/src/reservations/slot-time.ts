const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A slot's wall-clock minute as the reservation flow shows it: '11:30 AM', '12:00 PM', '12:05 AM'. */
export function formatSlotTime(minute: number): string {
  const m = ((Math.floor(minute) % 1440) + 1440) % 1440;
  const hour = Math.floor(m / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A date 'YYYY-MM-DD' written M/D/YY: '2026-03-05' → '3/5/26'. Anything else is returned as given. */
export function formatReservationDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  return `${Number(match[2])}/${Number(match[3])}/${match[1]?.slice(2)}`;
}
