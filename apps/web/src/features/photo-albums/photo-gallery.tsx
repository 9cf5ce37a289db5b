import { useEffect, useRef, useState } from 'react';
import type { Photo } from '@commons/contract';
import { PhotoLightbox } from './photo-lightbox.tsx';
import { photoSrc } from './photo-step.ts';

interface PhotoGalleryProps {
  albumName: string;
  photos: readonly Photo[];
}

/**
 * The album's photos as a grid of thumbnail buttons, each named by its alt text. A thumbnail opens
 * the lightbox; closing it puts focus on the thumbnail of the photo last shown.
 */
export function PhotoGallery({ albumName, photos }: PhotoGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef<number | null>(null);

  // Once the lightbox has gone and the page is no longer inert, the last photo shown takes focus.
  useEffect(() => {
    if (openIndex !== null || lastShown.current === null) return;
    thumbs.current[lastShown.current]?.focus();
    lastShown.current = null;
  }, [openIndex]);

  const close = () => {
    lastShown.current = openIndex;
    setOpenIndex(null);
  };

  return (
    <>
      <ul className="gallery" aria-label={`Photos of ${albumName}`}>
        {photos.map((photo, i) => (
          <li key={photo.file_name} className="gallery__item">
            <button
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className="gallery__thumb"
              onClick={() => setOpenIndex(i)}
              aria-haspopup="dialog"
            >
              <img src={photoSrc(photo.file_name)} alt={photo.alt} width={320} height={200} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null ? <PhotoLightbox albumName={albumName} photos={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={close} /> : null}
    </>
  );
}
