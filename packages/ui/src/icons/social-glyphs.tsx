import type { ReactElement } from 'react';

/** Simplified, hand-drawn marks of the social networks, on a 24×24 grid in currentColor. */
export const socialGlyphs = {
  facebook: <path fill="currentColor" d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.4H7.5V14h2.7v8h3.3z" />,
  x: (
    <g fill="currentColor">
      <path d="M3.5 3.5h5l12 17h-5z" />
      <path d="M18.6 3.5h2l-7.2 8.2-1.1-1.5zM10.6 13.5l1.1 1.5-6.3 7h-2z" />
    </g>
  ),
  pinterest: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M11.2 9.3 8.7 21M9.7 14.6c.6.7 1.5 1 2.6 1 2.6 0 4.3-2.1 4.3-4.9 0-2.7-2.1-4.4-4.7-4.4-3 0-4.9 2-4.9 4.5 0 1 .4 2 1 2.4" />
    </g>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.2V8.8l5.2 3.2z"
    />
  ),
  flickr: (
    <g fill="currentColor">
      <circle cx="6.5" cy="12" r="4.5" />
      <circle cx="17.5" cy="12" r="4.5" fillOpacity="0.6" />
    </g>
  ),
  vimeo: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M2.5 8.5c1.6-1.3 2.8-2.3 3.8-2.3 1.6 0 1.8 2.4 2.4 5.2.6 2.6 1 5.3 2.4 5.3 1.7 0 5.3-4.7 6.2-7.3.7-2-.2-3.6-2.4-2.7"
    />
  ),
  tiktok: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M14 3v12a4 4 0 1 1-4-4M14 3c.4 2.8 2.4 4.8 5.5 5"
    />
  ),
} satisfies Record<string, ReactElement>;
