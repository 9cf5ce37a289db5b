import type { ReactElement } from 'react';
import type { MarkKind } from './item-marks.ts';
import { MARK_INFO } from './mark-info.ts';

/** A leaf: an ellipse leaning right, with a vein. */
const leaf = (cx: number, cy: number, length: number) => (
  <g transform={`translate(${cx} ${cy}) rotate(-45)`}>
    <ellipse rx={length} ry={length * 0.5} fill="#ffffff" />
    <path d={`M${-length * 0.8} 0H${length * 0.7}`} stroke="currentColor" strokeWidth="0.9" />
  </g>
);

/** Each icon differs by shape as well as colour: one, two or three leaves, a globe, a U, a snout, a salt shaker. */
const GLYPHS: Readonly<Record<MarkKind, ReactElement>> = {
  good: (
    <g color="#2e6b30">
      <circle cx="12" cy="12" r="11.5" fill="currentColor" />
      {leaf(12, 12, 6.5)}
    </g>
  ),
  great: (
    <g color="#1f5a22">
      <circle cx="12" cy="12" r="11.5" fill="currentColor" />
      {leaf(8, 12.5, 4.4)}
      {leaf(16, 11.5, 4.4)}
    </g>
  ),
  best: (
    <g color="#134016">
      <circle cx="12" cy="12" r="11.5" fill="currentColor" />
      {leaf(12, 7, 3.8)}
      {leaf(7, 15, 3.8)}
      {leaf(17, 15, 3.8)}
    </g>
  ),
  'climate-friendly': (
    <>
      <circle cx="12" cy="12" r="11.5" fill="#0b5563" />
      <g fill="none" stroke="#ffffff" strokeWidth="1.5">
        <circle cx="12" cy="12" r="7.5" />
        <path d="M4.5 12h15M12 4.5c-2.8 2.5-2.8 12.5 0 15M12 4.5c2.8 2.5 2.8 12.5 0 15" />
      </g>
    </>
  ),
  'balanced-u': (
    <>
      <circle cx="12" cy="12" r="11.5" fill="#1d4f91" />
      <path d="M8 6.5v6.2a4 4 0 0 0 8 0V6.5" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  pork: (
    <>
      <circle cx="12" cy="12" r="11.5" fill="#9c2b5e" />
      <ellipse cx="12" cy="12" rx="7.5" ry="5.5" fill="#ffffff" />
      <ellipse cx="9.3" cy="12" rx="1.4" ry="2.2" fill="#9c2b5e" />
      <ellipse cx="14.7" cy="12" rx="1.4" ry="2.2" fill="#9c2b5e" />
    </>
  ),
  sodium: (
    <>
      <path d="M12 1.5 23 21.5H1z" fill="#111111" stroke="#111111" strokeWidth="1" strokeLinejoin="round" />
      <path d="M9 11h6l.9 8.2H8.1z" fill="#ffffff" />
      <path d="M9.2 11c0-2.2 1.2-3.4 2.8-3.4s2.8 1.2 2.8 3.4z" fill="#ffffff" />
      <circle cx="10.9" cy="9.6" r=".6" fill="#111111" />
      <circle cx="13.1" cy="9.6" r=".6" fill="#111111" />
    </>
  ),
};

/** A menu icon with its accessible name (and a tooltip of the same words). */
export function MarkIcon({ kind, size = 22 }: { kind: MarkKind; size?: number }) {
  const { name } = MARK_INFO[kind];
  return (
    <svg className="mark-icon" role="img" aria-label={name} width={size} height={size} viewBox="0 0 24 24" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <title>{name}</title>
      {GLYPHS[kind]}
    </svg>
  );
}
