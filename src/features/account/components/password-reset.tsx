import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { ResetPasswordFormSchema } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import { useResetPassword, type ResetPasswordValues } from '@/data/account/password-reset';
import { callFailureMessage } from '@/lib/call-failure';
import { usePageHead } from '@/lib/page-head';
import { NewPasswordFields } from './new-password-fields';
import styles from './account.module.css';

/**
 * Route /change-password/{token} (catalogue §2 "Verification and reset pages", §5): step 1 the new password
 * twice (the trimmed confirmation must match: 'The password and confirmation password does not match'),
 * step 2 the success with a way to sign in. A used or expired link gets the server's message in a red alert.
 */
export function PasswordResetBlock() {
  usePageHead({ title: 'Reset Password' });
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const done = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ResetPasswordFormSchema>, unknown, ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { user_password: '', user_confirm_password: '' },
  });
  const answer = reset.data;
  const changed = answer?.status === 'success';
  const problem = reset.isError
    ? callFailureMessage(reset.error)
    : answer && !changed
      ? answer.message || messages.internalError
      : undefined;

  useEffect(() => {
    if (changed) done.current?.focus();
  }, [changed]);

  if (changed) {
    return (
      <section className={styles.page}>
        <div className={styles.card}>
          <h1 ref={done} tabIndex={-1} className={styles.heading}>
            Password Changed
          </h1>
          <Alert variant="success">{answer.message || 'Your password has been changed.'}</Alert>
          <div className={styles.actions}>
            <Link to="/login" className={button.primary}>
              Sign In
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Reset Password</h1>
        <p className={styles.intro}>Choose a new password for your account.</p>
        <form
          className={styles.form}
          onSubmit={handleSubmit((values) => reset.mutate(values))}
          noValidate
          aria-busy={reset.isPending}
        >
          <NewPasswordFields register={register} errors={errors} />
          {problem && <Alert variant="danger">{problem}</Alert>}
          <button type="submit" className={button.primary} {...heldWhileBusy(reset.isPending)}>
            {reset.isPending && <Spinner size="sm" />}
            <span>Reset Password</span>
          </button>
        </form>
        <p className={styles.aside}>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
