import { describe, expect, it } from 'vitest';
import { photoCounter, photoSrc, stepPhoto } from './photo-step.ts';

describe('moving through an album', () => {
  it('steps forward and back, wrapping past either end', () => {
    expect(stepPhoto(0, 1, 6)).toBe(1);
    expect(stepPhoto(5, 1, 6)).toBe(0);
    expect(stepPhoto(0, -1, 6)).toBe(5);
    expect(stepPhoto(0, 1, 1)).toBe(0);
    expect(stepPhoto(3, 1, 0)).toBe(0);
  });

  it("counts from one, as 'Photo 2 of 6'", () => {
    expect(photoCounter(1, 6)).toBe('Photo 2 of 6');
  });

  it('serves photos from /files/images/', () => {
    expect(photoSrc('album-northfield-harvest-dinner-1.svg')).toBe('/files/images/album-northfield-harvest-dinner-1.svg');
    expect(photoSrc('a b.jpg')).toBe('/files/images/a%20b.jpg');
  });
});
