import { lazy, Suspense } from 'react';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { MENU_LOADING_TEXT } from './location-menu.tsx';
import { MENU_DISCLAIMER } from './menu-disclaimer.ts';
import { MenuViewer } from './menu-viewer.tsx';
import './menu.css';

// Legacy menus are operator HTML, which needs the sanitiser: only the few sites that have them load it.
const LegacyMenu = lazy(async () => ({ default: (await import('./legacy-menu.tsx')).LegacyMenu }));

/** What's on the Menu (section whats-on-the-menu): daily menus by location, date and period, or a legacy menu. */
export function MenuPage({ section }: { section: Section }) {
  const site = useSite();
  return (
    <div className="section-page container menu-page">
      <PageHead
        title={`${section.name} | ${site.name}`}
        description={`What's on the menu at ${site.name} dining locations, with nutrition and allergen information.`}
        noIndex={section.no_robots}
      />
      <SectionHeading section={section} alwaysShow />
      {site.legacy_menus ? (
        <Suspense fallback={<LoadingState label={MENU_LOADING_TEXT} />}>
          <LegacyMenu site={site} />
        </Suspense>
      ) : (
        <MenuViewer site={site} />
      )}
      <section className="menu-disclaimer" aria-labelledby="menu-disclaimer-title">
        <h2 id="menu-disclaimer-title" className="menu-disclaimer__title">
          Nutrition and allergen information
        </h2>
        {MENU_DISCLAIMER.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
    </div>
  );
}
