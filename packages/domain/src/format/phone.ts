/** '6175550123' → '(617) 555-0123'; anything that is not 10 digits is returned trimmed as given. */
export function formatPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone.trim() || null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 'ext' display for an extension: '204' → 'ext. 204'. */
export function formatExtension(ext: string | null | undefined): string | null {
  const digits = ext?.replace(/\D/g, '') ?? '';
  return digits ? `ext. ${digits}` : null;
}
