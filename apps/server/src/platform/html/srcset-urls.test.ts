import { describe, expect, it } from 'vitest';
import { srcsetUrls } from './srcset-urls.ts';

describe('srcsetUrls', () => {
  it.each([
    ['hall.jpg', ['hall.jpg']],
    ['hall-640.jpg 640w, hall-1280.jpg 1280w', ['hall-640.jpg', 'hall-1280.jpg']],
    ['a.png 1x,b.png 2x', ['a.png', 'b.png']],
    ['a.png,b.png', ['a.png,b.png']],
    ['data:image/png;base64,AA,BB 1x, x.png 2x', ['data:image/png;base64,AA,BB', 'x.png']],
    ['x.png 1x, javascript:alert(1) 2x', ['x.png', 'javascript:alert(1)']],
    ['a.png (odd, descriptor), b.png', ['a.png', 'b.png']],
    ['  ,, ', []],
  ])('reads %j as %j', (srcset, urls) => {
    expect(srcsetUrls(srcset)).toEqual(urls);
  });
});
