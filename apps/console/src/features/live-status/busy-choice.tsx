import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { BUSY_LEVELS, BUSY_WORDS, type BusyLevel } from '@commons/domain';

/** The busy levels in the order offered, 'none' first. */
const CHOICES = ['none', ...BUSY_LEVELS] as const;
type Choice = (typeof CHOICES)[number];
const WORDS: Record<Choice, string> = { none: 'Not said', ...BUSY_WORDS };

const isChoice = (key: unknown): key is Choice => CHOICES.some((choice) => choice === key);

/**
 * How busy a location is, as a row of buttons of which one is pressed: one tap (or Space/Enter on
 * the focused one; arrows move between them) sets it.
 */
export function BusyChoice({ locationName, value, onChange, isDisabled }: { locationName: string; value: BusyLevel | null; onChange: (level: BusyLevel | null) => void; isDisabled: boolean }) {
  return (
    <ToggleButtonGroup
      className="busy-choice"
      aria-label={`How busy ${locationName} is`}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? 'none']}
      isDisabled={isDisabled}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (isChoice(key)) onChange(key === 'none' ? null : key);
      }}
    >
      {CHOICES.map((choice) => (
        <ToggleButton key={choice} id={choice} className="busy-choice__button">
          {WORDS[choice]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
