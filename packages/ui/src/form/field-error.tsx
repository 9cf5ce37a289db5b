import { Icon } from '../icons/icon.tsx';

/** A field's error, shown under it and read with it through the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="form-field__error">
      <Icon name="warning" size={18} />
      {message}
    </p>
  );
}
