import { Icon } from '@commons/ui/icons/icon.tsx';

interface CarouselControlsProps {
  total: number;
  index: number;
  isPlaying: boolean;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
}

/** Previous / next, one dot per slide and Pause / Play: all ordinary buttons, usable by keyboard. */
export function CarouselControls({ total, index, isPlaying, onSelect, onPrevious, onNext, onTogglePlay }: CarouselControlsProps) {
  return (
    <div className="carousel__controls">
      <button type="button" className="carousel__button" onClick={onTogglePlay}>
        <Icon name={isPlaying ? 'pause' : 'play'} size={18} />
        {isPlaying ? 'Pause' : 'Play'}
      </button>
      <div className="carousel__nav">
        <button type="button" className="carousel__button carousel__button--icon" aria-label="Previous slide" onClick={onPrevious}>
          <Icon name="chevron-left" />
        </button>
        <div className="carousel__dots" role="group" aria-label="Choose a slide">
          {Array.from({ length: total }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              data-slide-dot={i}
              onClick={() => onSelect(i)}
            />
          ))}
        </div>
        <button type="button" className="carousel__button carousel__button--icon" aria-label="Next slide" onClick={onNext}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
