/** The error of a whole form (not of one field). */
export function FormError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-rose-500/40 bg-rose-500/10 px-3.5 py-2.5 text-sm whitespace-pre-line text-rose-300"
    >
      {message}
    </p>
  );
}

/** Translated error texts by field name; `form` is the error of the whole form. */
export type FormErrors<K extends string> = Partial<Record<K | 'form', string>>;
