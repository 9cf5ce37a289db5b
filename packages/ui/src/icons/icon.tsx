import { socialGlyphs } from './social-glyphs.tsx';
import { uiGlyphs } from './ui-glyphs.tsx';

const glyphs = { ...socialGlyphs, ...uiGlyphs };

export type IconName = keyof typeof glyphs;

/**
 * An inline SVG icon in the current text colour. Decorative: the control around it carries the
 * accessible name, so the SVG is hidden from assistive technology.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {glyphs[name]}
    </svg>
  );
}
