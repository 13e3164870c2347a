import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { ChangePasswordFormSchema } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import { useChangePassword, type ChangePasswordValues } from '@/data/account/change-password';
import { useUser } from '@/data/account/user';
import { callFailureMessage } from '@/lib/call-failure';
import { useRequireSession } from './use-require-session';
import { NewPasswordFields } from '../new-password-fields';
import styles from './account-area.module.css';

/** spec: catalogue §4, §9 — the password change's success shows for 2.5 s, then step 1 again. */
export const PASSWORD_SUCCESS_MS = 2500;

function PasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof ChangePasswordFormSchema>, unknown, ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { user_password: '', user_confirm_password: '' },
  });
  useEffect(() => setFocus('user_password'), [setFocus]);
  const answer = change.data;
  const problem = change.isError
    ? callFailureMessage(change.error)
    : answer && answer.status !== 'success'
      ? answer.message || messages.internalError
      : undefined;
  return (
    <form
      className={styles.reasons}
      noValidate
      aria-busy={change.isPending}
      onSubmit={handleSubmit((values) =>
        change.mutate(values, {
          onSuccess: (reply) => {
            if (reply.status === 'success') onDone();
          },
        }),
      )}
    >
      <NewPasswordFields register={register} errors={errors} />
      {problem && <Alert variant="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <button type="submit" className={button.primary} {...heldWhileBusy(change.isPending)}>
          {change.isPending && <Spinner size="sm" />}
          <span>Save Password</span>
        </button>
        <button type="button" className={button.text} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * /account/profile, Account Details (catalogue §2, §4): name and e-mail from get-user-data, and the password
 * change: 1 show, 2 the form ('Password and confirm password should be same'), 3 success, back to 1 after
 * 2.5 s. The change signs the customer out everywhere else.
 */
export function AccountProfile() {
  const allowed = useRequireSession();
  const user = useUser();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const changeButton = useRef<HTMLButtonElement>(null);
  const row = user.data?.rowUserData;

  useEffect(() => {
    if (step !== 3) return undefined;
    const timer = setTimeout(() => setStep(1), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <section className={styles.panel} aria-labelledby="profile-heading">
      <h1 id="profile-heading" className={styles.panelHeading}>
        Account Details
      </h1>
      {!allowed || user.isPending ? (
        <Skeleton height="72px" />
      ) : row ? (
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{`${row.user_fname} ${row.user_lname}`.trim()}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{row.user_email}</dd>
          </div>
        </dl>
      ) : null}
      <h2 className={`${styles.sectionHeading} ${styles.spaced}`}>Password</h2>
      {step === 1 && (
        <div className={styles.empty}>
          <p>••••••••</p>
          <button ref={changeButton} type="button" className={button.primary} onClick={() => setStep(2)}>
            Change Password
          </button>
        </div>
      )}
      {step === 2 && <PasswordForm onDone={() => setStep(3)} onCancel={() => setStep(1)} />}
      {step === 3 && <Alert variant="success">Your password has been changed.</Alert>}
    </section>
  );
}
