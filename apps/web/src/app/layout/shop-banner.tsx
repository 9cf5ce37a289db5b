import { withHttps } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { ExternalLink } from './external-link.tsx';

/** The cross-platform banner: links to the sister shopping product of this site (its shop_link). */
export function ShopBanner({ shopLink, siteName }: { shopLink: string; siteName: string }) {
  return (
    <div className="shop-banner">
      <div className="container shop-banner__inner">
        <Icon name="shop" size={18} className="shop-banner__icon" />
        <p className="shop-banner__text">
          Order ahead from {siteName} Dining locations.{' '}
          <ExternalLink href={withHttps(shopLink)} className="shop-banner__link">
            Visit the shop
          </ExternalLink>
        </p>
      </div>
    </div>
  );
}
