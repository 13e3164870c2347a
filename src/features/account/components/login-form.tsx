import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { LoginFormSchema, type LoginResponse } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import button from '@/components/ui/button.module.css';
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

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy}>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.user_email?.message}
        quietError={REQUIRED_ONLY.has(errors.user_email?.message ?? '')}
        {...register('user_email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.user_password?.message}
        quietError={REQUIRED_ONLY.has(errors.user_password?.message ?? '')}
        {...register('user_password')}
      />
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
      <button type="submit" className={button.primary} disabled={signedIn} {...heldWhileBusy(busy)}>
        {busy && <Spinner size="sm" />}
        <span>Sign In</span>
      </button>
    </form>
  );
}
