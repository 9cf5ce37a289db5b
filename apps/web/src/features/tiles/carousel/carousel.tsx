import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../../ui/use-reduced-motion.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { CarouselSlide } from './carousel-slide.tsx';
import type { CarouselSlideData } from './carousel-slides.ts';
import { useAutoplay } from './use-autoplay.ts';

/** docs/product/site.md#carousel: autoplay every 4000 ms, looping. */
export const AUTOPLAY_MS = 4000;

interface CarouselProps {
  slides: readonly CarouselSlideData[];
  label: string;
}

/**
 * An accessible carousel (WAI-ARIA APG pattern). Autoplay loops but stops with one slide, while the
 * pointer is over it or focus is inside it, when the visitor prefers reduced motion, and after Pause.
 * Play restarts the rotation at once, even with focus on the button or the pointer over it: the
 * visitor asked for it. Left and right arrow keys change slides while focus is inside.
 */
export function Carousel({ slides, label }: CarouselProps) {
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const prefersReducedMotion = useReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  const isPlaying = total > 1 && (playChoice ?? !prefersReducedMotion);
  const isRunning = isPlaying && (playChoice === true || (!isHovered && !hasFocus));
  const show = useCallback((next: number) => setIndex(((next % total) + total) % total), [total]);
  const advance = useCallback(() => setIndex((current) => (current + 1) % total), [total]);
  useAutoplay(isRunning, advance, AUTOPLAY_MS);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // With Alt, Ctrl or Cmd an arrow is the browser's (Alt+Left and Cmd+Left go back).
    if (total < 2 || event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + total) % total;
    show(next);
    // On a slide dot, focus follows the chosen slide's dot; on a slide that is about to hide, it
    // moves to the slide area so it is not lost.
    if (!(event.target instanceof HTMLElement)) return;
    if (event.target.dataset.slideDot !== undefined) rootRef.current?.querySelector<HTMLElement>(`[data-slide-dot="${next}"]`)?.focus();
    else if (viewportRef.current?.contains(event.target)) viewportRef.current.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHasFocus(false);
  };

  return (
    // Arrow keys are handled for the buttons and links inside; the region itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={rootRef}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="carousel__viewport" tabIndex={-1} aria-live={isRunning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <CarouselSlide key={slide.key} slide={slide} position={i + 1} total={total} isActive={i === index} />
        ))}
      </div>
      {total > 1 ? (
        <CarouselControls
          total={total}
          index={index}
          isPlaying={isPlaying}
          onSelect={show}
          onPrevious={() => show(index - 1)}
          onNext={() => show(index + 1)}
          onTogglePlay={() => setPlayChoice(!isPlaying)}
        />
      ) : null}
    </section>
  );
}
