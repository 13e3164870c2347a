import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { GIFT_CARD_AMOUNTS } from '@domain/checkout';
import { RECIPIENT_MOBILE_MAX, RECIPIENT_NAME_MAX } from '@domain/gift-card';
import { formatINR } from '@domain/money';
import { EMAIL_MAX } from '@domain/validation';
import { GiftCardRecipientSchema, type GiftCardRecipient } from '@schemas/gift-card';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { useSignedIn } from '@/data/account/user-token';
import { buyGiftCard } from '@/data/checkout/gift-card-purchase';
import type { PaymentFailure } from '@/data/checkout/pay-online';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { useOpenDrawer } from '@/lib/drawers';
import { toastCheckout } from '@/lib/toast';
import { FailureAlert } from './failure-alert';
import { ProviderLoader, useProviderLoader } from './provider-loader';
import styles from './checkout.module.css';
import gift from './gift-card.module.css';

type Field = keyof GiftCardRecipient;
const EMPTY: GiftCardRecipient = { reciepient_name: '', reciepient_mail: '', reciepient_mobile: '' };

/** Each field's first message by the contract's schema (the server checks the same), in the spec's order. */
function recipientErrors(values: GiftCardRecipient): Partial<Record<Field, string>> {
  const parsed = GiftCardRecipientSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * `gift-card-purchase` (spec: shell §2 "Gift card purchase", §5 "Gift card"): the value (₹11,000, ₹21,000 or
 * ₹51,000), the recipient, the terms, and Pay. A guest is sent to sign in first and comes back here; a
 * customer pays in the provider's window and lands on /giftcardthankyou/{id}.
 */
export function GiftCardPurchase() {
  const id = useId();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const openDrawer = useOpenDrawer();
  const [amount, setAmount] = useState<number>(GIFT_CARD_AMOUNTS[0]);
  const [values, setValues] = useState<GiftCardRecipient>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const loader = useProviderLoader();
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus goes to the first refused field after a submit, not while the shopper mends the others.
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);
  const submit = async () => {
    const found = recipientErrors(values);
    setErrors(found);
    setSubmits((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    // shell §2: "A guest who pays is sent to /login" — here the sign-in modal over this page (issue 11 §1): the
    // form stays as filled, and once signed in the payment goes on.
    if (!signedIn) {
      openDrawer({ name: 'signIn', payload: { afterSignIn: () => void pay() } });
      return;
    }
    await pay();
  };
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    const result = await buyGiftCard({ amount, ...values }, { onOpening: loader.show, onFailure: setFailure });
    loader.hide();
    if (result.ok) {
      void navigate(`/giftcardthankyou/${encodeURIComponent(result.orderNumber)}`);
      return;
    }
    setBusy(false);
    if (result.message) toastCheckout.error(result.message, 'gift-card');
  };

  const input = (name: Field, label: string, props: InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name];
    return (
      <div className={form.field}>
        <label htmlFor={`${id}-${name}`} className={form.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className={form.input}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) => {
            setValues({ ...values, [name]: e.target.value });
            if (error) setErrors({ ...errors, [name]: undefined });
          }}
          {...props}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={gift.layout}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
    >
      <div className={gift.intro}>
        <h1 className={gift.heading}>Gift a Padmakshya gift card</h1>
        <p className={styles.muted}>Choose a value, tell us who it is for, and we will e-mail them the card.</p>
      </div>
      <fieldset className={styles.box}>
        <legend className={styles.boxHeading}>Gift card value</legend>
        <div className={gift.amountList}>
          {GIFT_CARD_AMOUNTS.map((value) => (
            <label key={value} className={value === amount ? `${gift.amount} ${gift.amountChosen}` : gift.amount}>
              <input type="radio" name="gift-amount" checked={value === amount} onChange={() => setAmount(value)} />
              <span className={gift.amountValue}>{formatINR(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <section className={styles.box} aria-labelledby={`${id}-recipient`}>
        <h2 id={`${id}-recipient`} className={styles.boxHeading}>
          Recipient
        </h2>
        <div className={styles.addressForm}>
          {input('reciepient_name', 'Recipient name', { autoComplete: 'off', maxLength: RECIPIENT_NAME_MAX })}
          {input('reciepient_mail', 'Recipient e-mail', { type: 'email', autoComplete: 'off', maxLength: EMAIL_MAX })}
          {input('reciepient_mobile', 'Recipient mobile', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: RECIPIENT_MOBILE_MAX,
          })}
        </div>
      </section>
      <section className={`${styles.box} ${gift.terms}`} aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`} className={styles.boxHeading}>
          Terms
        </h2>
        <ul>
          <li>Valid for one year from the date of purchase.</li>
          <li>Redeemable only on padmakshya.in.</li>
          <li>Non-refundable.</li>
          <li>Redeemable only in full, in a single order.</li>
        </ul>
      </section>
      {failure ? <FailureAlert failure={failure} /> : null}
      <ProviderLoader opening={loader.opening} />
      <button type="submit" className={`${button.primary} ${styles.wide}`} {...heldWhileBusy(busy)}>
        {busy ? <Spinner size="sm" /> : null}
        <span>Pay {formatINR(amount)}</span>
      </button>
    </form>
  );
}
