import type { ReactElement } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Interface marks on a 24×24 grid in currentColor. */
export const uiGlyphs = {
  'chevron-left': <path {...stroke} d="m15 6-6 6 6 6" />,
  pause: (
    <g {...stroke}>
      <path d="M9 5v14M15 5v14" />
    </g>
  ),
  play: (
    <g {...stroke}>
      <path d="M7 4.5v15l12-7.5z" />
    </g>
  ),
  email: (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </g>
  ),
  calendar: (
    <g {...stroke}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </g>
  ),
  'mobile-app': (
    <g {...stroke}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
      <path d="M11 18.5h2" />
    </g>
  ),
  info: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6M12 7.5v.01" />
    </g>
  ),
  warning: (
    <g {...stroke}>
      <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2v.01" />
    </g>
  ),
  'chevron-down': <path {...stroke} d="m6 9 6 6 6-6" />,
  'chevron-right': <path {...stroke} d="m9 6 6 6-6 6" />,
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  menu: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
  share: (
    <g {...stroke}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </g>
  ),
  shop: (
    <g {...stroke}>
      <path d="M5 8h14l-1.2 12.5H6.2z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </g>
  ),
  user: (
    <g {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </g>
  ),
} satisfies Record<string, ReactElement>;
