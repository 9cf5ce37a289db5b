import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** Modules of white border a reader needs around the code (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The dark modules of a QR code for `text` as one SVG path of unit squares, and its size in modules. */
export function qrPath(text: string): { d: string; size: number } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && code.isDark(row, col)) col++;
      // One rectangle per run of dark modules: it draws without seams between them.
      d += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return { d, size };
}

/**
 * A QR code drawn as SVG (no image request, nothing inline the page policy would refuse), named for
 * screen readers by `label`; the page gives the same content as text beside it.
 */
export function QrCode({ text, label, pixels = 208 }: { text: string; label: string; pixels?: number }) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  const full = size + QUIET_ZONE * 2;
  return (
    <svg className="qr-code" role="img" aria-label={label} width={pixels} height={pixels} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${full} ${full}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={full} height={full} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
