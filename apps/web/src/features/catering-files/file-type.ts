/** The kind of a file by its extension, for link text: 'menu.pdf' → 'PDF'; null without one. */
export function fileTypeOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return match?.[1] ? match[1].toUpperCase() : null;
}
