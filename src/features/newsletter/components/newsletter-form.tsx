import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NEWSLETTER_MESSAGE_MS } from '@domain/constants';
import { SubscriptionRequestSchema } from '@schemas/newsletter';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { callFailureMessage, GENERIC_FAILURE } from '@/lib/call-failure';
import { useSubscribe, type SubscribeFn } from '@/data/newsletter/subscribe';
import button from '@/components/ui/button.module.css';
import styles from './newsletter.module.css';

type Outcome = { variant: 'success' | 'danger'; message: string };

const THANK_YOU = 'Thank you for subscribing.';

/**
 * The newsletter sign-up (spec: shell §4): idle → submitting (button disabled, loader) → the server's
 * message for 1 second → the form resets and `onDone` closes the drawer. Client validation uses the
 * contract's schema, so the exact messages of shell §5 show without calling the server.
 */
export function NewsletterForm({ onDone, subscribe }: { onDone: () => void; subscribe?: SubscribeFn }) {
  const id = useId();
  const mutation = useSubscribe(subscribe);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onDoneRef = useRef(onDone);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof SubscriptionRequestSchema>, unknown, z.output<typeof SubscriptionRequestSchema>>({
    resolver: zodResolver(SubscriptionRequestSchema),
    defaultValues: { newsletter_email: '' },
  });

  // The drawer opens to type into: focus the field rather than the drawer's close button.
  useEffect(() => setFocus('newsletter_email'), [setFocus]);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  // spec: shell §4 — the message shows for 1 s, counted from when it is on screen (not from when it was
  // set, which a busy phone may render later), then the form resets and the drawer closes. Closing the
  // drawer early unmounts the form, and the cleanup cancels the pending close.
  const resetMutation = mutation.reset;
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => {
      reset();
      setOutcome(null);
      resetMutation();
      onDoneRef.current();
    }, NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome, reset, resetMutation]);

  const onSubmit = handleSubmit(async ({ newsletter_email }) => {
    try {
      const result = await mutation.mutateAsync(newsletter_email);
      const ok = result.status === 'success';
      setOutcome({ variant: ok ? 'success' : 'danger', message: result.message || (ok ? THANK_YOU : GENERIC_FAILURE) });
    } catch (error) {
      setOutcome({ variant: 'danger', message: callFailureMessage(error, 'newsletter_email') });
    }
  });

  const busy = mutation.isPending;
  const fieldError = errors.newsletter_email?.message;
  const errorId = `${id}-error`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={styles.kicker}>Join the Padmakshya circle</p>
      <p className={styles.intro}>
        New collections, festive edits and private previews of our handcrafted pieces, first to your inbox.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={styles.input}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          {...register('newsletter_email')}
        />
        {fieldError && (
          <p id={errorId} role="alert" className={styles.fieldError}>
            {fieldError}
          </p>
        )}
      </div>
      <button type="submit" className={button.primary} disabled={outcome !== null} {...heldWhileBusy(busy)}>
        {busy && <Spinner size="sm" />}
        <span>Subscribe</span>
      </button>
      {outcome && (
        <Alert variant={outcome.variant} className={styles.outcome}>
          {outcome.message}
        </Alert>
      )}
      <p className={styles.smallPrint}>You can unsubscribe at any time from the link in every e-mail.</p>
    </form>
  );
}
