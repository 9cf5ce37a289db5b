import type { Section } from '@commons/contract';
import { paths } from '../api/paths.ts';
import './section-banner.css';

interface SectionBannerProps {
  name: string;
  fileName: string;
  align: Section['banner_text_align'];
  font: string | null;
}

/** The section's banner image with its name as the page heading over it. */
export function SectionBanner({ name, fileName, align, font }: SectionBannerProps) {
  return (
    <div className={`section-banner section-banner--${align}`}>
      <img className="section-banner__image" src={paths.file('section_banner', fileName)} alt="" />
      <div className="section-banner__overlay">
        <h1 className="section-banner__title" tabIndex={-1} style={font ? { fontFamily: `${font}, var(--font)` } : undefined}>
          {name}
        </h1>
      </div>
    </div>
  );
}
