import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import type { Site } from '@commons/contract';
import { readableOnWhite, readableTextOn } from '@commons/domain';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_TARGET_ID, SkipLinks } from './skip-links.tsx';
import './site-layout.css';

/** The site's brand colours as CSS variables, with header text kept at AA contrast. */
function brandStyle(site: Site): CSSProperties {
  return {
    '--brand': site.brand_color,
    '--brand-text': readableTextOn(site.brand_color, site.text_color),
    '--brand-link': readableOnWhite(site.brand_color),
  } as CSSProperties;
}

/** Header, main content and footer of every site page (docs/product/site.md#layout). */
export function SiteLayout({ site }: { site: Site }) {
  return (
    <div className="site-layout" style={brandStyle(site)}>
      <SkipLinks />
      <SiteHeader site={site} />
      <main id={MAIN_TARGET_ID} className="site-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter site={site} year={new Date().getFullYear()} />
    </div>
  );
}
