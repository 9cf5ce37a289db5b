import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components/Calendar';
import { Heading } from 'react-aria-components/Heading';
import { Icon } from '@commons/ui/icons/icon.tsx';

/** A month grid with previous and next month buttons; inside a DatePicker it reads and sets the picker's day. */
export function DateCalendar() {
  return (
    <Calendar className="date-calendar">
      <header className="date-calendar__header">
        <Button slot="previous" className="date-calendar__step">
          <Icon name="chevron-left" size={18} />
        </Button>
        <Heading className="date-calendar__title" />
        <Button slot="next" className="date-calendar__step">
          <Icon name="chevron-right" size={18} />
        </Button>
      </header>
      <CalendarGrid className="date-calendar__grid">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className="date-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className="date-calendar__day" />}</CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
