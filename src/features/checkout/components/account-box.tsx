import { useId, useState } from 'react';
import { checkoutLoginMessages } from '@domain/address';
import { EMAIL_PATTERN } from '@domain/validation';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { useLogin } from '@/data/account/login';
import { useLogout } from '@/data/account/logout';
import { useUser } from '@/data/account/user';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { callFailureMessage } from '@/lib/call-failure';
import { toastCheckout } from '@/lib/toast';
import styles from './checkout.module.css';

/** spec: shell §2 "Address step" — signed in: name, e-mail and Logout, which asks first. */
export function SignedInBox() {
  const user = useUser().data?.rowUserData;
  const logout = useLogout();
  return (
    <section className={styles.box} aria-labelledby="checkout-account">
      <h2 id="checkout-account" className={styles.boxHeading}>
        Account
      </h2>
      <p className={styles.accountLine}>
        <span>
          {user ? (
            <>
              <strong>
                {user.user_fname} {user.user_lname}
              </strong>
              <br />
              {user.user_email}
            </>
          ) : (
            <span className={styles.muted}>Loading your details…</span>
          )}
        </span>
        <button
          type="button"
          className={styles.linkButton}
          {...heldWhileBusy(logout.isPending, () => {
            if (window.confirm(checkoutLoginMessages.logoutQuestion)) logout.mutate();
          })}
        >
          Logout
        </button>
      </p>
    </section>
  );
}

/**
 * spec: shell §2 "Address step" and §5 "Checkout login" — a guest's e-mail, and "Purchased before? Sign in",
 * which reveals a password and Login. A sign-in stores the token, merges and reloads the bag and reloads the
 * addresses and user data (useLogin); its failure shows the server's message as a toast (§8).
 */
export function GuestBox({
  email,
  emailError,
  onEmail,
}: {
  email: string;
  emailError: string | undefined;
  onEmail: (email: string) => void;
}) {
  const id = useId();
  const [signingIn, setSigningIn] = useState(false);
  const [password, setPassword] = useState('');
  const [loginErrors, setLoginErrors] = useState<{ email?: string; password?: string }>({});
  const login = useLogin();

  const submitLogin = () => {
    const e = email.trim();
    const errors: { email?: string; password?: string } = {};
    if (e === '') errors.email = '';
    else if (!EMAIL_PATTERN.test(e)) errors.email = checkoutLoginMessages.emailInvalid;
    if (password === '') errors.password = checkoutLoginMessages.password;
    setLoginErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(
      { user_email: e, user_password: password },
      {
        onSuccess: (answer) => {
          if (answer.status !== 'success') toastCheckout.error(answer.message || 'Login failed', 'checkout-login');
        },
        onError: (error) => toastCheckout.error(callFailureMessage(error), 'checkout-login'),
      },
    );
  };

  const shownEmailError = signingIn ? loginErrors.email : emailError;
  return (
    <section className={styles.box} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.boxHeading}>
        Contact
      </h2>
      <div className={form.field}>
        <label htmlFor={`${id}-email`} className={form.label}>
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={form.input}
          value={email}
          aria-invalid={shownEmailError !== undefined ? true : undefined}
          aria-describedby={shownEmailError ? `${id}-email-error` : undefined}
          onChange={(e) => onEmail(e.target.value)}
        />
        {shownEmailError ? (
          <p id={`${id}-email-error`} className={form.error}>
            {shownEmailError}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={signingIn}
        aria-controls={`${id}-signin`}
        onClick={() => setSigningIn((open) => !open)}
      >
        Purchased before? Sign in
      </button>
      {signingIn ? (
        <div id={`${id}-signin`} className={styles.signIn}>
          <div className={form.field}>
            <label htmlFor={`${id}-password`} className={form.label}>
              Password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              className={form.input}
              value={password}
              aria-invalid={loginErrors.password ? true : undefined}
              aria-describedby={loginErrors.password ? `${id}-password-error` : undefined}
              onChange={(e) => setPassword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  submitLogin();
                }
              }}
            />
            {loginErrors.password ? (
              <p id={`${id}-password-error`} className={form.error}>
                {loginErrors.password}
              </p>
            ) : null}
          </div>
          <button type="button" className={button.primary} {...heldWhileBusy(login.isPending, submitLogin)}>
            {login.isPending ? <Spinner size="sm" /> : null}
            <span>Login</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
