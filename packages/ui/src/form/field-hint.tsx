/** A field's help text, read after its label through the control's aria-describedby. */
export function FieldHint({ id, text }: { id: string; text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <p id={id} className="form-field__hint">
      {text}
    </p>
  );
}
