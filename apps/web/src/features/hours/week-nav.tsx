import { useId, useLayoutEffect, useRef } from 'react';
import { longDateOf } from './week-label.ts';

interface WeekNavProps {
  weekOf: string;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Week of November 22, 2026' with previous / next week buttons; previous only away from the current week. */
export function WeekNav({ weekOf, isCurrentWeek, onPrevious, onNext }: WeekNavProps) {
  const headingId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const previousWasUsed = useRef(false);
  const previous = () => {
    previousWasUsed.current = true;
    onPrevious();
  };
  // Back on the current week the previous button is gone: keep focus in the bar, on 'Next week'.
  useLayoutEffect(() => {
    if (isCurrentWeek && previousWasUsed.current) nextRef.current?.focus();
    previousWasUsed.current = false;
  }, [isCurrentWeek, weekOf]);
  return (
    <div className="week-nav">
      <h2 id={headingId} className="week-nav__title" aria-live="polite">
        Week of {longDateOf(weekOf)}
      </h2>
      <div className="week-nav__buttons" role="group" aria-labelledby={headingId}>
        {isCurrentWeek ? null : (
          <button type="button" className="button button--ghost" onClick={previous}>
            <span aria-hidden="true">‹</span> Previous week
          </button>
        )}
        <button ref={nextRef} type="button" className="button button--ghost" onClick={onNext}>
          Next week <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
