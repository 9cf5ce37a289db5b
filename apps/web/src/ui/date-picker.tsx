import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { DateInput, DatePicker as AriaDatePicker, DateSegment } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import { DateCalendar } from './date-calendar.tsx';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { useFieldDraft } from './use-field-draft.ts';
import './date-picker.css';

interface DatePickerProps {
  label: string;
  /** The chosen day as YYYY-MM-DD. */
  value: string;
  /** Called with each complete day from `minValue` on that differs from `value`, as YYYY-MM-DD; partly typed dates stay in the field. */
  onChange: (value: string) => void;
  /** The first day that can be chosen, as YYYY-MM-DD. */
  minValue?: string;
  /** The form field's name: a hidden input then carries the value as YYYY-MM-DD. */
  name?: string;
  /** Controls beside the field, e.g. a day back and a day forward. */
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
}

const dayOf = (value: string): CalendarDate | null => {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/**
 * A date field on React Aria's DatePicker: the month, day and year are typed or stepped with the
 * arrow keys, and the calendar button opens a month grid in a popover (arrow keys move by day,
 * Page Up/Down by month, Enter chooses, Escape closes and focus returns to the button).
 */
export function DatePicker({ label, value, onChange, minValue, name, before, after, className }: DatePickerProps) {
  const [draft, setDraft] = useFieldDraft(value, dayOf);
  const min = minValue === undefined ? null : dayOf(minValue);
  return (
    <AriaDatePicker
      className={className ? `date-picker ${className}` : 'date-picker'}
      value={draft}
      onChange={(day) => {
        const sent = day && (!min || day.compare(min) >= 0) && day.toString() !== value ? day.toString() : null;
        setDraft(day, sent);
        if (sent !== null) onChange(sent);
      }}
      minValue={min}
      name={name}
      granularity="day"
    >
      <Label className="date-picker__label">{label}</Label>
      <div className="date-picker__row">
        {before}
        <Group className="date-picker__field">
          <DateInput className="date-picker__input">{(segment) => <DateSegment segment={segment} className="date-picker__segment" />}</DateInput>
          <Button className="date-picker__open">
            <Icon name="calendar" size={20} />
          </Button>
        </Group>
        {after}
      </div>
      <Popover className="date-picker__popover" placement="bottom end">
        <Dialog className="date-picker__dialog">
          <DateCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
