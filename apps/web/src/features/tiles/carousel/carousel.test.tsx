// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, Carousel } from './carousel.tsx';
import type { CarouselSlideData } from './carousel-slides.ts';

const slide = (n: number, extra: Partial<CarouselSlideData> = {}): CarouselSlideData => ({
  key: `image-${n}`,
  src: `/files/images/slide-${n}.svg`,
  alt: `Picture ${n}`,
  caption: `Caption ${n}`,
  captionColor: '#ffffff',
  band: 'dark',
  href: null,
  isExternal: false,
  ...extra,
});
const three = [slide(1, { href: '/northfield/event/7' }), slide(2, { href: 'https://example.edu/menu', isExternal: true }), slide(3)];

/** A stand-in for the system's reduced-motion setting, changeable while the page is open. */
function stubReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCarousel(slides: readonly CarouselSlideData[] = three) {
  return render(
    <MemoryRouter>
      <Carousel slides={slides} label="Northfield Dining highlights" />
      <button type="button">After the carousel</button>
    </MemoryRouter>,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Northfield Dining highlights' });
/** The slide a visitor sees: the others are hidden from assistive technology. */
function shownSlide(): string {
  const shown = screen.getAllByRole('group', { name: /^Slide \d+ of \d+$/ });
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label') ?? '';
}
const liveSetting = () => carousel().querySelector('[aria-live]')?.getAttribute('aria-live');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('carousel', () => {
  it('is a labelled carousel region showing one slide at a time, with its picture and caption', () => {
    stubReducedMotion(false);
    renderCarousel();
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide()).toBe('Slide 1 of 3');
    const first = screen.getByRole('group', { name: 'Slide 1 of 3' });
    expect(first.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(first).getByRole('img', { name: 'Picture 1' })).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/northfield/event/7');
    expect(within(first).getByText('Caption 1')).toBeTruthy();
  });

  it('plays every 4 seconds and loops, without announcing each turn', () => {
    stubReducedMotion(false);
    renderCarousel();
    expect(AUTOPLAY_MS).toBe(4000);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(liveSetting()).toBe('off');
    wait(3999);
    expect(shownSlide()).toBe('Slide 1 of 3');
    wait(1);
    expect(shownSlide()).toBe('Slide 2 of 3');
    wait(4000);
    expect(shownSlide()).toBe('Slide 3 of 3');
    wait(4000);
    expect(shownSlide()).toBe('Slide 1 of 3');
  });

  it('Pause stops it and makes slide changes announced; Play starts it again', () => {
    stubReducedMotion(false);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(liveSetting()).toBe('polite');
    wait(12_000);
    expect(shownSlide()).toBe('Slide 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(liveSetting()).toBe('off');
    wait(4000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('Next and Previous step through the slides, going round at either end', () => {
    stubReducedMotion(false);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('has a button per slide that shows it and marks the current one', () => {
    stubReducedMotion(false);
    renderCarousel();
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 1', 'Show slide 2', 'Show slide 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shownSlide()).toBe('Slide 3 of 3');
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('holds still while focus is inside and resumes when focus leaves', () => {
    stubReducedMotion(false);
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(liveSetting()).toBe('polite');
    wait(12_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    // Still playing: the button does not turn into Play, it only waits.
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'After the carousel' }).focus());
    wait(4000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('holds still while the pointer is over it', () => {
    stubReducedMotion(false);
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    wait(8000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(carousel());
    wait(4000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('Play rotates at once even with focus on the button', () => {
    stubReducedMotion(false);
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause' });
    act(() => pause.focus());
    fireEvent.click(pause);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(4000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('starts paused for visitors who prefer reduced motion, and plays when they ask', () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(liveSetting()).toBe('polite');
    wait(12_000);
    expect(shownSlide()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(4000);
    expect(shownSlide()).toBe('Slide 2 of 3');
  });

  it('stops when the visitor turns on reduced motion while it plays', () => {
    const setReducedMotion = stubReducedMotion(false);
    renderCarousel();
    setReducedMotion(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    wait(8000);
    expect(shownSlide()).toBe('Slide 1 of 3');
  });

  it('Left and Right arrows change slides from the slide buttons, focus following the current one', () => {
    stubReducedMotion(false);
    renderCarousel();
    const first = screen.getByRole('button', { name: 'Show slide 1' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('Slide 3 of 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show slide 3' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Slide 1 of 3');
    expect(document.activeElement).toBe(first);
  });

  it('leaves an arrow with Alt, Ctrl or Cmd to the browser (Alt+Left is Back)', () => {
    stubReducedMotion(false);
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show slide 1' });
    act(() => dot.focus());
    for (const modifier of ['altKey', 'metaKey', 'ctrlKey']) {
      expect(fireEvent.keyDown(dot, { key: 'ArrowLeft', [modifier]: true }), modifier).toBe(true);
      expect(shownSlide()).toBe('Slide 1 of 3');
      expect(document.activeElement).toBe(dot);
    }
  });

  it('keeps focus in the carousel when an arrow key hides the slide whose link had it', () => {
    stubReducedMotion(false);
    renderCarousel();
    const link = within(screen.getByRole('group', { name: 'Slide 1 of 3' })).getByRole('link');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Slide 2 of 3');
    expect(carousel().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(link);
  });

  it('marks a link to another site as opening in a new tab', () => {
    stubReducedMotion(false);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    const link = within(screen.getByRole('group', { name: 'Slide 2 of 3' })).getByRole('link');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('with one slide, has no controls and does not rotate', () => {
    stubReducedMotion(false);
    renderCarousel([slide(1)]);
    expect(screen.queryByRole('button', { name: /Pause|Play|slide/ })).toBeNull();
    expect(liveSetting()).toBe('polite');
    wait(8000);
    expect(shownSlide()).toBe('Slide 1 of 1');
  });
});
