import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every field of the kit takes: the form's control, the value's path, and its words. */
export interface FieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  /** Help read after the label. */
  hint?: string;
  /** Shows the asterisk and sets aria-required; the schema is what enforces it. */
  isRequired?: boolean;
  /** Shown and sent but not editable (a value another system owns); still focusable and read out. */
  isReadOnly?: boolean;
}

/** A choice of a select or a radio group. */
export interface FieldOption<V extends string | number = string> {
  value: V;
  label: string;
}
