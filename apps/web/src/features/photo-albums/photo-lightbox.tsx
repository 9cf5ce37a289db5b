import { useId } from 'react';
import type { Photo } from '@commons/contract';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { photoCounter, photoSrc, stepPhoto } from './photo-step.ts';

interface PhotoLightboxProps {
  albumName: string;
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called once the visitor closes it (Escape, the Close button); the parent unmounts it. */
  onClose: () => void;
}

/**
 * One photo at a time in the app's modal dialog: Left/Right and the Previous/Next buttons move
 * through the album (wrapping); focus stays inside and Escape closes.
 */
export function PhotoLightbox({ albumName, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const counterId = useId();
  const photo = photos[index];
  const go = (delta: number) => onIndexChange(stepPhoto(index, delta, photos.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <ModalDialog title={albumName} onClose={onClose} className="lightbox" describedBy={counterId} onKeyDown={onKeyDown}>
      {photo ? (
        <figure className="lightbox__figure">
          <img className="lightbox__image" src={photoSrc(photo.file_name)} alt={photo.alt} width={800} height={500} />
          <figcaption className="lightbox__caption">{photo.alt}</figcaption>
        </figure>
      ) : null}
      <div className="lightbox__nav">
        <button type="button" className="lightbox__button" onClick={() => go(-1)} disabled={photos.length < 2}>
          <Icon name="chevron-left" size={20} />
          Previous<span className="visually-hidden"> photo</span>
        </button>
        <p id={counterId} className="lightbox__counter" aria-live="polite">
          {photoCounter(index, photos.length)}
        </p>
        <button type="button" className="lightbox__button" onClick={() => go(1)} disabled={photos.length < 2}>
          Next<span className="visually-hidden"> photo</span>
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
    </ModalDialog>
  );
}
