import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components/ComboBox';
import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import type { FieldProps } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { matchesTimeZone, timeZoneNames, utcOffsetText } from './time-zones.ts';
import { useFieldIds } from './use-field-ids.ts';
import './form.css';
import './time-zone-field.css';

/**
 * An IANA time zone chosen from the browser's list, never typed free: a React Aria combo box whose
 * typing filters the zones ("new york" finds America/New_York), each shown with its offset from
 * UTC now. The value is the zone's name ('' when none is chosen); text that names no zone goes
 * back to the chosen one when the field loses focus. Label, hint and error as the kit's others.
 */
export function TimeZoneField<T extends FieldValues, Out>({ control, name, label, hint, isRequired = false, isReadOnly = false }: FieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  // The offsets are read at one instant for the whole list: the moment the field first showed.
  const [shownAt] = useState(() => new Date());
  const zones = useMemo(() => timeZoneNames(value).map((zone): ZoneItem => ({ zone, at: shownAt })), [value, shownAt]);
  return (
    <ComboBox
      className="form-field time-zone-field"
      defaultItems={zones}
      value={value === '' ? null : value}
      onChange={(key) => onChange(typeof key === 'string' ? key : '')}
      onBlur={onBlur}
      defaultFilter={matchesTimeZone}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={ids.isInvalid}
      validationBehavior="aria"
      aria-describedby={ids.describedBy}
    >
      <Label className="form-field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      <FieldHint id={ids.hint} text={hint} />
      <div className="time-zone-field__control">
        <Input ref={ref} className="form-field__input time-zone-field__input" spellCheck={false} />
        <Button className="time-zone-field__toggle">
          <span className="time-zone-field__chevron" aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={ids.error} message={error} />
      <Popover className="time-zone-field__popover" placement="bottom start">
        <ListBox className="time-zone-field__list" renderEmptyState={() => <p className="time-zone-field__empty">No time zone has this name.</p>}>
          {zoneOption}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** A zone of the list, and the instant its offset is read at. */
interface ZoneItem {
  zone: string;
  at: Date;
}

/** One zone of the list. A function of the item alone, so React Aria keeps each option it made until the list changes. */
function zoneOption(item: ZoneItem) {
  return (
    <ListBoxItem id={item.zone} textValue={item.zone} className="time-zone-field__option">
      <Text slot="label">{item.zone}</Text>
      <ZoneOffset zone={item.zone} at={item.at} />
    </ListBoxItem>
  );
}

/** A zone's offset beside its name, worked out only when the option is shown. */
function ZoneOffset({ zone, at }: { zone: string; at: Date }) {
  const offset = utcOffsetText(zone, at);
  if (offset === '') return null;
  return (
    <Text slot="description" className="time-zone-field__offset">
      {offset}
    </Text>
  );
}
