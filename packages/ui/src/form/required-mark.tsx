/**
 * The visible asterisk after a required field's label. It is hidden from screen readers, which
 * hear "required" from the control's aria-required instead of "star".
 */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
