import { describe, expect, it } from 'vitest';
import { socialLinks, type SocialHandles } from './social-links.ts';

const none: SocialHandles = { facebook: null, x: null, pinterest: null, instagram: null, youtube: null, flickr: null, vimeo: null, tiktok: null, snapchat: null };
const all: SocialHandles = { facebook: 'fb', x: 'xx', pinterest: 'pin', instagram: 'ig', youtube: 'yt', flickr: 'fl', vimeo: 'vi', tiktok: 'tt', snapchat: 'snap' };

describe('socialLinks', () => {
  it('lists the networks in header order with their profile URLs, never Snapchat', () => {
    expect(socialLinks(all, 'Northfield University').map((l) => [l.network, l.href])).toEqual([
      ['facebook', 'https://facebook.com/fb'],
      ['x', 'https://x.com/xx'],
      ['pinterest', 'https://pinterest.com/pin'],
      ['instagram', 'https://instagram.com/ig'],
      ['youtube', 'https://youtube.com/@yt'],
      ['flickr', 'https://flickr.com/photos/fl'],
      ['vimeo', 'https://vimeo.com/vi'],
      ['tiktok', 'https://tiktok.com/@tt'],
    ]);
  });

  it('shows only the handles that are set', () => {
    const links = socialLinks({ ...none, instagram: 'ig', snapchat: 'snap', vimeo: '  ' }, 'Lakeside College');
    expect(links.map((l) => l.network)).toEqual(['instagram']);
  });

  it('names each link after the site and the network', () => {
    expect(socialLinks({ ...none, facebook: 'NorthfieldDining', youtube: 'v' }, 'Northfield University').map((l) => l.accessibleName)).toEqual([
      'Northfield University on Facebook',
      'Northfield University on YouTube',
    ]);
  });

  it('drops a leading @ and spaces from a handle', () => {
    expect(socialLinks({ ...none, tiktok: ' @nfdining ' }, 'N')[0]?.href).toBe('https://tiktok.com/@nfdining');
  });

  it('is empty without handles', () => expect(socialLinks(none, 'N')).toEqual([]));
});
