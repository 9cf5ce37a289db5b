import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { MicrositeLanding } from '../microsite/index.ts';
import { TileGrid } from '../tiles/index.ts';
import { LandingModal } from './landing-modal.tsx';
import './home.css';

/** The product's tagline, put before the site name in the home page title (docs/product/site.md#home). */
export const TAGLINE_PREFIX = 'Campus Dining | ';
const HOME_DESCRIPTION = "Find what's open, what's on the menu, nutritional information and more.";

/** `/{site}`: the site home: its tiles and landing modal, or the pre-launch microsite instead. */
export function SiteHomePage() {
  const site = useSite();
  const head = <PageHead title={`${TAGLINE_PREFIX}${site.name}`} description={HOME_DESCRIPTION} />;
  const heading = (
    <h1 className="site-home__title" tabIndex={-1}>
      {site.name} Dining
    </h1>
  );
  if (site.prelaunch) {
    return (
      <>
        {head}
        <MicrositeLanding site={site} heading={heading} />
      </>
    );
  }
  return (
    <div className="site-home container">
      {head}
      {heading}
      <TileGrid site={site} />
      <LandingModal site={site} />
    </div>
  );
}
