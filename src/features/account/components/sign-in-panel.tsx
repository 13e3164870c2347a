import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LOGIN_REDIRECT_MS } from '@domain/account';
import { callFailureMessage } from '@/lib/call-failure';
import { openInstead } from '@/lib/drawers';
import { toastBag } from '@/lib/toast';
import { useLogin } from '@/data/account/login';
import { ForgotPasswordForm } from './forgot-password';
import { LoginForm } from './login-form';
import type { PanelTitle } from './panel-title';
import button from '@/components/ui/button.module.css';
import styles from './account.module.css';

/**
 * Sign-in (catalogue §2 "Sign-in"), the same on the /login page and in the sign-in modal over any page: step 1
 * signs in, step 2 asks for the e-mail of a forgotten password, step 3 says to check the e-mail (the answer never
 * says whether the account exists). A second after a successful sign-in `onSignedIn` runs (the page goes on to
 * its redirect, the modal closes); what merging the guest bag changed is also toasted, so it is still read then.
 */
export function SignInPanel({
  Title,
  onSignedIn,
  onCreateAccount,
}: {
  Title: PanelTitle;
  onSignedIn: () => void;
  /** The modal opens the sign-up modal instead of following the link to /register. */
  onCreateAccount?: (() => void) | undefined;
}) {
  const login = useLogin();
  const answer = login.data;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [sentTo, setSentTo] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: 1 | 2 | 3) => {
    moved.current = true;
    setStep(next);
  };
  // The content changes in place: focus goes to its new heading, so a screen reader reads it. It moves as the
  // step is committed, before the next key press, so nothing typed into the new step is lost.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const done = useRef(onSignedIn);
  done.current = onSignedIn;
  useEffect(() => {
    if (answer?.status !== 'success') return undefined;
    for (const change of answer.cart_changes) toastBag.error(change, change);
    const timer = setTimeout(() => done.current(), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  const createAccount = onCreateAccount ? openInstead(onCreateAccount) : undefined;

  return (
    <>
      {step === 1 && (
        <>
          <Title ref={heading}>Sign In</Title>
          <p className={styles.intro}>Sign in to see your wishlist, your bag on every device and your orders.</p>
          <LoginForm
            onSubmit={(values) => login.mutate(values)}
            answer={answer}
            failure={login.isError ? callFailureMessage(login.error) : undefined}
            busy={login.isPending}
          />
          <p className={styles.aside}>
            <button type="button" className={button.text} onClick={() => go(2)}>
              Forgot password?
            </button>
          </p>
          <p className={styles.aside}>
            New to Padmakshya?{' '}
            <Link to="/register" onClick={createAccount}>
              Create an account
            </Link>
          </p>
        </>
      )}
      {step === 2 && (
        <>
          <Title ref={heading}>Forgot Password</Title>
          <p className={styles.intro}>Enter the email of your account and we will send you a link to reset it.</p>
          <ForgotPasswordForm
            onSent={(email) => {
              setSentTo(email);
              go(3);
            }}
            onBack={() => go(1)}
          />
        </>
      )}
      {step === 3 && (
        <>
          <Title ref={heading}>Check your email</Title>
          <p className={styles.intro} role="status">
            If an account exists for {sentTo}, we have sent it a link to reset the password. The link works once and for
            one hour.
          </p>
          <p className={styles.aside}>
            <button type="button" className={button.text} onClick={() => go(1)}>
              Back to sign in
            </button>
          </p>
        </>
      )}
    </>
  );
}
