const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in human units, 1024 to the next unit, one decimal when it matters:
 * 0 → '0 bytes', 1 → '1 byte', 2_560 → '2.5 KB', 1_258_291 → '1.2 MB', 10_485_760 → '10 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const whole = Math.round(bytes);
  if (whole < 1024) return whole === 1 ? '1 byte' : `${whole} bytes`;
  let value = whole / 1024;
  let unit = 0;
  while (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${UNITS[unit]}`;
}
