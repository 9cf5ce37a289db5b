import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Album, Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { albumQueries } from './queries.ts';
import { PhotoGallery } from './photo-gallery.tsx';
import './photo-albums.css';

export const EMPTY_ALBUMS_TEXT = 'Check back soon for more photos';
export const EMPTY_ALBUM_TEXT = 'This album has no photos yet.';
const LOAD_FAILED = "We're sorry, something went wrong loading this content.";

function AlbumPhotos({ siteId, album }: { siteId: number; album: Album }) {
  const query = useQuery(albumQueries.photos(siteId, album.id));
  if (query.isPending) return <LoadingState label="Loading photos…" />;
  if (query.isError) return <ErrorState message={LOAD_FAILED} onRetry={() => void query.refetch()} />;
  if (query.data.photos.length === 0) return <p className="library-empty">{EMPTY_ALBUM_TEXT}</p>;
  return <PhotoGallery key={album.id} albumName={album.name} photos={query.data.photos} />;
}

/** Photo albums (section photo-albums, docs/product/site.md#photo-albums): choose an album, browse its photos. */
export function PhotoAlbumsPage({ section }: { section: Section }) {
  const site = useSite();
  const selectId = useId();
  const query = useQuery(albumQueries.list(site.id));
  const albums = query.data?.albums;
  const [chosen, setChosen] = useState<number | null>(null);
  const album = albums?.find((a) => a.id === chosen) ?? albums?.[0];

  return (
    <div className="section-page container photo-albums">
      <PageHead title={`${section.name} | ${site.name}`} description={`Photos from ${site.name} Dining events and dining halls.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading albums…" /> : null}
      {query.isError ? <ErrorState message={LOAD_FAILED} onRetry={() => void query.refetch()} /> : null}
      {albums && !album ? <p className="library-empty">{EMPTY_ALBUMS_TEXT}</p> : null}
      {albums && album ? (
        <>
          <div className="photo-albums__picker">
            <label htmlFor={selectId}>Album</label>
            <select id={selectId} value={album.id} onChange={(event) => setChosen(Number(event.target.value))}>
              {albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <h2 className="photo-albums__name">{album.name}</h2>
          <AlbumPhotos siteId={site.id} album={album} />
        </>
      ) : null}
    </div>
  );
}
