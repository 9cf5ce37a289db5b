import { Link } from 'react-router';
import type { CarouselSlideData } from './carousel-slides.ts';

interface CarouselSlideProps {
  slide: CarouselSlideData;
  position: number;
  total: number;
  isActive: boolean;
}

/** One slide: picture, optional caption and link. Hidden slides are inert and out of the accessibility tree. */
export function CarouselSlide({ slide, position, total, isActive }: CarouselSlideProps) {
  const picture = <img className="carousel__image" src={slide.src} alt={slide.alt} loading={position === 1 ? 'eager' : 'lazy'} />;
  const body = (
    <>
      {picture}
      {slide.caption ? (
        <span className={`carousel__caption carousel__caption--${slide.band}`} style={{ color: slide.captionColor }}>
          {slide.caption}
        </span>
      ) : null}
    </>
  );
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${position} of ${total}`}
      aria-hidden={!isActive}
      inert={!isActive}
      data-active={isActive}
    >
      {slide.href === null ? (
        <div className="carousel__frame">{body}</div>
      ) : slide.isExternal ? (
        <a className="carousel__frame" href={slide.href} target="_blank" rel="noopener noreferrer">
          {body}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link className="carousel__frame" to={slide.href}>
          {body}
        </Link>
      )}
    </div>
  );
}
