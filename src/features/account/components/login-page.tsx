import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_MS } from '@domain/account';
import { callFailureMessage } from '@/lib/call-failure';
import { usePageHead } from '@/lib/page-head';
import { toastBag } from '@/lib/toast';
import { useLogin } from '@/data/account/login';
import { safeRedirect } from '../safe-redirect';
import { ForgotPasswordForm } from './forgot-password';
import { LoginForm } from './login-form';
import button from '@/components/ui/button.module.css';
import styles from './account.module.css';

/**
 * Route /login (catalogue §2 "Sign-in"): step 1 signs in, step 2 asks for the e-mail of a forgotten password,
 * step 3 says to check the e-mail (the answer never says whether the account exists). After a successful sign-in the shopper goes on to `redirect` (a path of this site, default /) after 1 s, and what
 * merging their guest bag changed is also toasted, so they still read it on the next page.
 */
export function LoginPage() {
  usePageHead({ title: 'Sign In' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const target = safeRedirect(params.get('redirect'));
  const answer = login.data;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [sentTo, setSentTo] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: 1 | 2 | 3) => {
    moved.current = true;
    setStep(next);
  };
  // The card's content changes in place: focus goes to its new heading, so a screen reader reads it. It moves
  // as the step is committed, before the next key press, so nothing typed into the new step is lost.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (answer?.status !== 'success') return undefined;
    for (const change of answer.cart_changes) toastBag.error(change, change);
    const timer = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [answer, navigate, target]);

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {step === 1 && (
          <>
            <h1 ref={heading} tabIndex={-1} className={styles.heading}>
              Sign In
            </h1>
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
              New to Padmakshya? <Link to="/register">Create an account</Link>
            </p>
          </>
        )}
        {step === 2 && (
          <>
            <h1 ref={heading} tabIndex={-1} className={styles.heading}>
              Forgot Password
            </h1>
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
            <h1 ref={heading} tabIndex={-1} className={styles.heading}>
              Check your email
            </h1>
            <p className={styles.intro} role="status">
              If an account exists for {sentTo}, we have sent it a link to reset the password. The link works once
              and for one hour.
            </p>
            <p className={styles.aside}>
              <button type="button" className={button.text} onClick={() => go(1)}>
                Back to sign in
              </button>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
