import { useMemo } from 'react';
import { Carousel } from './carousel.tsx';
import { carouselSlides } from './carousel-slides.ts';
import { UpcomingEventsSlot } from './upcoming-events-slot.tsx';
import type { TileProps } from '../tile-props.ts';
import './carousel.css';

/** The home carousel with the upcoming events beside it on wide screens; hidden without slides. */
export function CarouselTile({ site }: TileProps) {
  const slides = useMemo(() => carouselSlides(site), [site]);
  if (slides.length === 0) return null;
  return (
    <div className="carousel-row">
      <Carousel slides={slides} label={`${site.name} Dining highlights`} />
      <UpcomingEventsSlot site={site} />
    </div>
  );
}
