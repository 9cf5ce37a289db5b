import { useCountUp } from './use-count-up.ts';

interface BalanceCounterProps {
  label: string;
  /** The final figure, a whole number (cents or swipes). */
  value: number;
  format: (value: number) => string;
  delayMs: number;
}

/**
 * One animated figure. The counting number is hidden from screen readers, which read the final
 * figure once, as plain text, instead of every frame.
 */
export function BalanceCounter({ label, value, format, delayMs }: BalanceCounterProps) {
  const shown = useCountUp(value, delayMs);
  return (
    <div className="balance-counter">
      <dt className="balance-counter__label">{label}</dt>
      <dd className="balance-counter__value">
        <span className="balance-counter__figure" aria-hidden="true">
          {format(shown)}
        </span>
        <span className="visually-hidden">{format(value)}</span>
      </dd>
    </div>
  );
}
