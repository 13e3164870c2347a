import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import form from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The field's message, if any: announced with the field and shown under it. */
  error?: string | undefined;
  /** Only for screen readers: the spec marks some empty fields with a red border alone (catalogue §5 "Login"). */
  quietError?: boolean;
  /** A standing hint under the field (a password's rule). */
  hint?: string;
}

/**
 * A labelled input with its message: `aria-invalid` draws the red border, the message is tied to the input
 * with `aria-describedby`, as is the hint. Pass react-hook-form's `register(name)` spread as props.
 */
export function TextField({ label, error, quietError = false, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        id={id}
        className={form.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={quietError ? 'visually-hidden' : form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
