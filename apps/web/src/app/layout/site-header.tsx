import { useQuery } from '@tanstack/react-query';
import type { Site } from '@commons/contract';
import { headerContactLinks, headerLogo, navItems, socialLinks } from '@commons/domain';
import { siteQueries } from '../../site/site-queries.ts';
import { micrositeNavSections } from './microsite-nav.ts';
import { HeaderContactIcons } from './header-contact-icons.tsx';
import { HeaderLogoLink } from './header-logo-link.tsx';
import { HomepageAlerts } from './homepage-alerts.tsx';
import { MainNav } from './main-nav.tsx';
import { ShopBanner } from './shop-banner.tsx';
import { SocialLinksList } from './social-links-list.tsx';
import { SocialMenu } from './social-menu.tsx';
import { CustomerUserArea } from './customer-user-area.tsx';
import './site-header.css';


/** The header of every site page (docs/product/site.md#header), in the site's brand colours. */
export function SiteHeader({ site }: { site: Site }) {
  const social = socialLinks(site.social_media, site.name);
  // A pre-launch site shows its landing sections on the home page, not in the navbar, and hides
  // the sections its microsite flags as unpublished.
  const microsite = useQuery({ ...siteQueries.microsite(site.id), enabled: site.prelaunch });
  const navSite = site.prelaunch ? { ...site, section_list: micrositeNavSections(site.section_list, microsite.data?.microsite.sections ?? null) } : site;
  return (
    <header className="site-header">
      {site.shop_link ? <ShopBanner shopLink={site.shop_link} siteName={site.name} /> : null}
      <HomepageAlerts alerts={site.homepage_alerts} />
      <div className="site-header__brand">
        <div className="container site-header__top">
          <HeaderLogoLink logo={headerLogo(site)} siteName={site.name} />
          <div className="site-header__tools">
            <CustomerUserArea site={site} />
            {social.length > 0 ? (
              <>
                <SocialLinksList links={social} className="header-icons site-header__social-wide" />
                <SocialMenu links={social} />
              </>
            ) : null}
            <HeaderContactIcons contact={headerContactLinks(site)} siteName={site.name} />
          </div>
        </div>
        <div className="site-header__nav">
          <div className="container">
            <MainNav items={navItems(navSite)} />
          </div>
        </div>
      </div>
    </header>
  );
}
