import type { Section } from '@commons/contract';
import { useSite } from '../../app/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../sections/index.ts';
import { LegacyMenu } from './legacy-menu.tsx';
import { MENU_DISCLAIMER } from './menu-disclaimer.ts';
import { MenuViewer } from './menu-viewer.tsx';
import './menu.css';

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
      {site.legacy_menus ? <LegacyMenu site={site} /> : <MenuViewer site={site} />}
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
