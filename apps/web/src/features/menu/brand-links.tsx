import type { Brand } from '@commons/contract';
import { withHttps } from '@commons/domain';

/** A concept location's brands, each linking to its own nutrition pages in a new tab. */
export function BrandLinks({ brands }: { brands: readonly Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section className="brand-links" aria-labelledby="brand-links-title">
      <h3 id="brand-links-title" className="brand-links__title">
        Nutrition information by brand
      </h3>
      <ul className="brand-links__list">
        {brands.map((brand) => (
          <li key={brand.id}>
            <a href={withHttps(brand.nutrition_url)} target="_blank" rel="noopener noreferrer">
              {brand.name} nutrition
              <span className="visually-hidden"> (opens in a new tab)</span>
              <svg className="brand-links__external" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
