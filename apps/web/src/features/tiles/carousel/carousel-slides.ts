import type { Site } from '@commons/contract';
import { parseHexColor, relativeLuminance } from '@commons/domain';
import { paths } from '../../../api/paths.ts';
import { sectionSlugFor } from '../site-sections.ts';

/** The Club Eats Week picture, written by the seed under /files/images/. */
export const CLUB_EATS_WEEK_FILE = 'club-eats-week.svg';

export interface CarouselSlideData {
  key: string;
  src: string;
  alt: string;
  caption: string | null;
  captionColor: string;
  /** Dark band behind a light caption, light band behind a dark one. */
  band: 'dark' | 'light';
  href: string | null;
  isExternal: boolean;
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function bandFor(color: string): 'dark' | 'light' {
  const rgb = parseHexColor(color);
  return rgb && relativeLuminance(rgb) < 0.4 ? 'light' : 'dark';
}

type Image = Site['homepage_images'][number];

/**
 * Where a slide leads: its own link, else its event, its special offer, or its location on the
 * campus map (when the site has a campus map page), else nowhere.
 */
function target(site: Site, image: Image): { href: string | null; isExternal: boolean } {
  const link = image.link?.trim();
  if (link) return { href: link, isExternal: isWebAddress(link) };
  if (image.event_id !== null) return { href: paths.event(site.slug, image.event_id), isExternal: false };
  if (image.special_offer_id !== null) return { href: paths.specialOffer(site.slug, image.special_offer_id), isExternal: false };
  const campusMap = image.location_id === null ? null : sectionSlugFor(site.section_list, 'campus-map');
  if (image.location_id !== null && campusMap) return { href: paths.mapLocation(site.slug, campusMap, image.location_id), isExternal: false };
  return { href: null, isExternal: false };
}

/** The carousel's slides: a Club Eats Week slide first when the site runs it, then the homepage images. */
export function carouselSlides(site: Site): CarouselSlideData[] {
  const slides: CarouselSlideData[] = site.homepage_images.map((image) => {
    const captionColor = image.caption_color ?? '#ffffff';
    return {
      key: `image-${image.id}`,
      src: paths.file('images', image.file_name),
      alt: image.alt,
      caption: image.caption?.trim() || null,
      captionColor,
      band: bandFor(captionColor),
      ...target(site, image),
    };
  });
  if (site.club_eats_week) {
    slides.unshift({
      key: 'club-eats-week',
      src: paths.file('images', CLUB_EATS_WEEK_FILE),
      alt: 'Club Eats Week',
      caption: null,
      captionColor: '#ffffff',
      band: 'dark',
      href: null,
      isExternal: false,
    });
  }
  return slides;
}
