import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { LoginFormSchema, type LoginResponse } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import styles from './account.module.css';

export type LoginValues = z.output<typeof LoginFormSchema>;

/** Only 'Invalid Email Format' is written out: an empty field shows a red border (catalogue §5 "Login"). */
const REQUIRED_ONLY = new Set<string>([messages.loginEmailRequired, messages.loginPasswordRequired]);

/**
 * Sign-in, step 1 (catalogue §2 "Sign-in"): e-mail and password, checked with the contract's schema before
 * anything is sent, the server's message in a red alert on failure, and, on success, the server's message
 * with what merging the guest bag changed. The page decides what happens next.
 */
export function LoginForm({
  onSubmit,
  answer,
  failure,
  busy,
}: {
  onSubmit: (values: LoginValues) => void;
  /** The server's last answer, if any. */
  answer?: LoginResponse | undefined;
  /** A failure without an answer (network, 400), in the shopper's words. */
  failure?: string | undefined;
  busy: boolean;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginFormSchema>, unknown, LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { user_email: '', user_password: '' },
  });
  const signedIn = answer?.status === 'success';
  const problem = failure ?? (answer && !signedIn ? answer.message || messages.internalError : undefined);

  const field = (name: keyof LoginValues, label: string, type: string, autoComplete: string) => {
    const error = errors[name]?.message;
    const errorId = `${id}-${name}-error`;
    return (
      <div className={form.field}>
        <label htmlFor={`${id}-${name}`} className={form.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          className={form.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        {error && (
          <p id={errorId} className={REQUIRED_ONLY.has(error) ? 'visually-hidden' : form.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy}>
      {field('user_email', 'Email address', 'email', 'email')}
      {field('user_password', 'Password', 'password', 'current-password')}
      {problem && <Alert variant="danger">{problem}</Alert>}
      {signedIn && (
        <Alert variant="success">
          {answer.message || 'Signed in.'}
          {answer.cart_changes.length > 0 && (
            <ul className={styles.changes}>
              {answer.cart_changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <button type="submit" className={button.primary} disabled={busy || signedIn}>
        {busy && <Spinner size="sm" />}
        <span>Sign In</span>
      </button>
    </form>
  );
}
