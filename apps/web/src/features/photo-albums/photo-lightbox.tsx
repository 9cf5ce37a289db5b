import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Photo } from '@commons/contract';
import { Icon } from '../../ui/icons/icon.tsx';
import { keepTabInside } from '../../ui/keep-tab-inside.ts';
import { useDialogClose } from '../../ui/use-dialog-close.ts';
import { photoCounter, photoSrc, stepPhoto } from './photo-step.ts';

interface PhotoLightboxProps {
  albumName: string;
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed (Escape, the Close button); the parent unmounts it and restores focus. */
  onClose: () => void;
}

/**
 * One photo at a time in a modal native <dialog>: the page behind is inert, Tab cycles inside,
 * Left/Right and the Previous/Next buttons move through the album (wrapping), Escape closes.
 */
export function PhotoLightbox({ albumName, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const counterId = useId();
  const closing = useDialogClose(ref, onClose);
  const photo = photos[index];

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const go = (delta: number) => onIndexChange(stepPhoto(index, delta, photos.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
      return;
    }
    keepTabInside(event, ref.current);
  };

  return (
    <dialog ref={ref} className="lightbox" aria-labelledby={titleId} aria-describedby={counterId} onCancel={closing.onCancel} onClose={closing.onClose} onKeyDown={onKeyDown}>
      <div className="lightbox__header">
        <h2 id={titleId} className="lightbox__title">
          {albumName}
        </h2>
        <button type="button" className="lightbox__button" onClick={closing.close}>
          <Icon name="close" size={20} />
          Close
        </button>
      </div>
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
    </dialog>
  );
}
