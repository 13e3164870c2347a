import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod/mini';
import { DEFAULT_COUNTRY_CODE, REGISTER_REDIRECT_MS } from '@domain/account';
import { messages } from '@domain/messages';
import { RegisterFormSchema } from '@schemas/user';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { useCountryCodes, useRegister, type RegisterValues } from '@/data/account/registration';
import { callFailureMessage } from '@/lib/call-failure';
import { openInstead } from '@/lib/drawers';
import { toastBag } from '@/lib/toast';
import type { PanelTitle } from './panel-title';
import styles from './account.module.css';

/**
 * Registration (catalogue §2 "Registration", §4, §5), the same on the /register page and in the sign-up modal
 * over any page: step 1 the form (full name, e-mail, country code with 91 by default, mobile, password), step 2
 * the success, 1.5 s after which `onRegistered` runs (the page goes home, the modal closes) with the new
 * customer signed in. The server's refusal (an e-mail already registered) is a red alert and creates nothing.
 */
export function RegisterPanel({
  Title,
  onRegistered,
  leaving,
  onSignIn,
}: {
  Title: PanelTitle;
  onRegistered: () => void;
  /** What the success step says comes next ("Taking you to the shop…"), if anything. */
  leaving?: string;
  /** The modal opens the sign-in modal instead of following the link to /login. */
  onSignIn?: (() => void) | undefined;
}) {
  const id = useId();
  const registration = useRegister();
  const codes = useCountryCodes();
  const done = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof RegisterFormSchema>, unknown, RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      user_fname: '',
      user_email: '',
      user_country_code: DEFAULT_COUNTRY_CODE,
      user_mobile: '',
      user_password: '',
    },
  });
  const answer = registration.data;
  const registered = answer?.status === 'success';
  const problem = registration.isError
    ? callFailureMessage(registration.error)
    : answer && !registered
      ? answer.message || messages.internalError
      : undefined;

  const next = useRef(onRegistered);
  next.current = onRegistered;
  useEffect(() => {
    if (!registered) return undefined;
    done.current?.focus();
    for (const change of answer.cart_changes) toastBag.error(change, change);
    const timer = setTimeout(() => next.current(), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, answer]);

  if (registered) {
    return (
      <>
        <Title ref={done}>Welcome to Padmakshya</Title>
        <Alert variant="success">{answer.message || 'Your account has been created.'}</Alert>
        <p className={styles.intro}>
          We have sent a link to {registration.variables?.user_email} to verify your email address.
          {leaving ? ` ${leaving}` : ''}
        </p>
      </>
    );
  }

  const signIn = onSignIn ? openInstead(onSignIn) : undefined;

  // The server's list, or the default alone while it loads or if it failed.
  const options = codes.data?.length
    ? codes.data
    : [{ country_id: 0, country_name: 'India', country_phonecode: DEFAULT_COUNTRY_CODE }];
  const codeError = errors.user_country_code?.message;
  const mobileError = errors.user_mobile?.message;

  return (
    <>
      <Title>Create an Account</Title>
      <p className={styles.intro}>Save your wishlist, keep your bag on every device and follow your orders.</p>
      <form
        className={styles.form}
        onSubmit={handleSubmit((values) => registration.mutate(values))}
        noValidate
        aria-busy={registration.isPending}
      >
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.user_fname?.message}
          {...register('user_fname')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.user_email?.message}
          {...register('user_email')}
        />
        <div className={form.field}>
          <span className={form.label} id={`${id}-phone`}>
            Mobile number
          </span>
          <div className={styles.phone}>
            <select
              aria-label="Country code"
              className={form.input}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
              {...register('user_country_code')}
            >
              {options.map((c) => (
                // The code alone fits a phone's width; the field is named "Country code", the country is the title.
                <option
                  key={`${c.country_phonecode}-${c.country_name}`}
                  value={c.country_phonecode}
                  title={c.country_name}
                >
                  +{c.country_phonecode}
                </option>
              ))}
            </select>
            <input
              aria-labelledby={`${id}-phone`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              className={form.input}
              aria-invalid={mobileError ? true : undefined}
              aria-describedby={mobileError ? `${id}-mobile-error` : undefined}
              {...register('user_mobile', {
                onChange: (e: { target: HTMLInputElement }) => {
                  e.target.value = e.target.value.replace(/\D/g, '');
                },
              })}
            />
          </div>
          {codeError && (
            <p id={`${id}-code-error`} className={form.error}>
              {codeError}
            </p>
          )}
          {mobileError && (
            <p id={`${id}-mobile-error`} className={form.error}>
              {mobileError}
            </p>
          )}
        </div>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a letter and a number."
          error={errors.user_password?.message}
          {...register('user_password')}
        />
        {problem && <Alert variant="danger">{problem}</Alert>}
        <button type="submit" className={button.primary} {...heldWhileBusy(registration.isPending)}>
          {registration.isPending && <Spinner size="sm" />}
          <span>Create Account</span>
        </button>
      </form>
      <p className={styles.aside}>
        Already have an account?{' '}
        <Link to="/login" onClick={signIn}>
          Sign in
        </Link>
      </p>
    </>
  );
}
