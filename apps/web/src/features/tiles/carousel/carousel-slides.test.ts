import { describe, expect, it } from 'vitest';
import type { Site } from '@commons/contract';
import { carouselSlides } from './carousel-slides.ts';

const image = (id: number, extra: Partial<Site['homepage_images'][number]> = {}): Site['homepage_images'][number] => ({
  id,
  file_name: `slide-${id}.svg`,
  caption: `Caption ${id}`,
  caption_color: '#ffffff',
  link: null,
  alt: `Slide picture ${id}`,
  event_id: null,
  special_offer_id: null,
  location_id: null,
  ...extra,
});

const mapSection: Site['section_list'][number] = {
  id: 30,
  name: 'Campus Map',
  slug: 'campus-map',
  master_slug: 'campus-map',
  is_url: false,
  url: null,
  microsite_landing: false,
  has_page: true,
  sort_order: 3,
  nodes: [],
};
const site = (over: Partial<Site>): Site => ({ slug: 'northfield', club_eats_week: false, homepage_images: [], section_list: [mapSection], ...over }) as Site;

describe('carouselSlides', () => {
  it('puts the Club Eats Week slide first when the site runs it', () => {
    const slides = carouselSlides(site({ club_eats_week: true, homepage_images: [image(1)] }));
    expect(slides.map((s) => s.alt)).toEqual(['Club Eats Week', 'Slide picture 1']);
    expect(slides[0]?.src).toBe('/files/images/club-eats-week.svg');
  });

  it('links a slide to its link, else its event, else its special offer', () => {
    const slides = carouselSlides(
      site({ homepage_images: [image(1, { link: 'https://example.edu/x' }), image(2, { event_id: 7 }), image(3, { special_offer_id: 9 }), image(4)] }),
    );
    expect(slides.map((s) => [s.href, s.isExternal])).toEqual([
      ['https://example.edu/x', true],
      ['/northfield/event/7', false],
      ['/northfield/special-offer/9', false],
      [null, false],
    ]);
  });

  it('links a slide with a location to that location on the campus map page', () => {
    const slides = carouselSlides(site({ homepage_images: [image(1, { location_id: 6 })] }));
    expect(slides.map((s) => [s.href, s.isExternal])).toEqual([['/northfield/campus-map?location=6', false]]);
  });

  it('leaves a location slide unlinked on a site without a campus map page', () => {
    const slides = carouselSlides(site({ section_list: [], homepage_images: [image(1, { location_id: 6 })] }));
    expect(slides.map((s) => s.href)).toEqual([null]);
  });

  it('puts a dark caption on a light band and a light caption on a dark band', () => {
    const slides = carouselSlides(site({ homepage_images: [image(1, { caption_color: '#1a1a1a' }), image(2)] }));
    expect(slides.map((s) => s.band)).toEqual(['light', 'dark']);
  });
});
