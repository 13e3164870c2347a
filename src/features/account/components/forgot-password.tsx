import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { LoginEmailSchema } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import button from '@/components/ui/button.module.css';
import { useForgotPassword } from '@/data/account/password-reset';
import { callFailureMessage } from '@/lib/call-failure';
import styles from './account.module.css';
import { lazySchema } from '@schemas/lazy';

const ForgotSchema = lazySchema(() => z.object({ user_email: LoginEmailSchema }));
type ForgotValues = z.output<typeof ForgotSchema>;

/**
 * Sign-in step 2 (catalogue §2 "Sign-in", §5 "Forgot password": e-mail required, then 'Invalid Email Format').
 * A success goes to step 3; the server's refusal (too many requests) is a red alert (catalogue §8).
 */
export function ForgotPasswordForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ForgotSchema>, unknown, ForgotValues>({
    resolver: zodResolver(ForgotSchema),
    defaultValues: { user_email: '' },
  });
  const answer = forgot.data;
  const problem = forgot.isError
    ? callFailureMessage(forgot.error)
    : answer && answer.status !== 'success'
      ? answer.message || messages.internalError
      : undefined;

  const send = ({ user_email }: ForgotValues) =>
    forgot.mutate(user_email, {
      onSuccess: (reply) => {
        if (reply.status === 'success') onSent(user_email);
      },
    });

  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-busy={forgot.isPending}>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.user_email?.message}
        quietError={errors.user_email?.message === messages.loginEmailRequired}
        {...register('user_email')}
      />
      {problem && <Alert variant="danger">{problem}</Alert>}
      <button type="submit" className={button.primary} {...heldWhileBusy(forgot.isPending)}>
        {forgot.isPending && <Spinner size="sm" />}
        <span>Send reset link</span>
      </button>
      <button type="button" className={button.text} onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
