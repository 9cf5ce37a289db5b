import type { FormEvent, ReactNode } from 'react';

interface AccountFormProps {
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * The account pages' form: the browser's own validation off (each field says what is wrong, in
 * the documented words, docs/product/accounts.md#field-rules), and a second submit ignored while the first is on its way.
 */
export function AccountForm({ isSubmitting, onSubmit, 'aria-labelledby': labelledBy, children }: AccountFormProps) {
  return (
    <form
      className="account-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
