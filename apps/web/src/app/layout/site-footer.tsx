import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { accessibilityLinks, addressLines, copyrightLine, footerLinks, siteWebsite } from '@commons/domain';
import { ExternalLink } from './external-link.tsx';
import { FooterEvent } from './footer-event.tsx';
import './site-footer.css';

export interface SiteFooterProps {
  site: Site;
  /** The current year, from the caller's clock. */
  year: number;
}

/** The footer of every site page (docs/product/site.md#footer): dark grey, AA contrast. */
export function SiteFooter({ site, year }: SiteFooterProps) {
  const website = siteWebsite(site.url);
  const phone = site.address.phone_formatted;
  const links = [...footerLinks(site.slug, site.name), ...accessibilityLinks(site.accessibility).map((l) => ({ text: l.text, href: l.href, isExternal: true }))];
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        <section className="site-footer__column" aria-labelledby="footer-events">
          <h2 id="footer-events" className="site-footer__heading">
            Upcoming Events
          </h2>
          <FooterEvent site={site} />
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Links
          </h2>
          <ul className="site-footer__list">
            {links.map((link) => (
              <li key={link.href}>
                {link.isExternal ? <ExternalLink href={link.href}>{link.text}</ExternalLink> : <Link to={link.href}>{link.text}</Link>}
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <address className="site-footer__address">
            <strong>{site.name} Dining</strong>
            {addressLines(site.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
            {phone ? (
              <a href={`tel:${site.address.phone ?? phone}`}>
                {phone}
                {site.address.ext_formatted ? ` ${site.address.ext_formatted}` : ''}
              </a>
            ) : null}
            {website ? <ExternalLink href={website.href}>{website.text}</ExternalLink> : null}
          </address>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>{copyrightLine(site.name, year)}</p>
      </div>
    </footer>
  );
}
