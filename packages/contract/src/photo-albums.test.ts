import { describe, expect, it } from 'vitest';
import { getAlbumPhotos } from './photo-albums.ts';

const query = getAlbumPhotos.query;
const issuesOf = (value: unknown) => query.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));

describe('the album photos query', () => {
  it('takes the album as album_id or as albumId, the name docs/product/site.md#photo-albums gives it, and answers album_id either way', () => {
    expect(query.parse({ site_id: '1', album_id: '4' })).toEqual({ site_id: 1, album_id: 4 });
    expect(query.parse({ site_id: '1', albumId: '4' })).toEqual({ site_id: 1, album_id: 4 });
  });

  it('refuses both names at once, even when they agree', () => {
    expect(issuesOf({ site_id: '1', album_id: '4', albumId: '5' })).toEqual([{ path: ['albumId'], message: 'Give album_id or albumId, not both.' }]);
    expect(issuesOf({ site_id: '1', album_id: '4', albumId: '4' })).toEqual([{ path: ['albumId'], message: 'Give album_id or albumId, not both.' }]);
  });

  it('asks for an album when neither is given', () => {
    expect(issuesOf({ site_id: '1' })).toEqual([{ path: ['album_id'], message: 'Album is required.' }]);
  });

  it('holds albumId to the same id rules as album_id', () => {
    expect(issuesOf({ site_id: '1', albumId: 'x' })).toEqual([{ path: ['albumId'], message: 'Must be a number.' }]);
    expect(issuesOf({ site_id: '1', albumId: '0' })).toEqual([{ path: ['albumId'], message: 'Must be a positive number.' }]);
  });

  it('needs the site', () => {
    expect(issuesOf({ albumId: '4' })).toEqual([{ path: ['site_id'], message: 'Must be a number.' }]);
  });
});
