import { useId, useState, type FormEvent } from 'react';
import { toastCheckout } from '@/lib/toast';
import styles from './code-entry.module.css';
import { heldWhileBusy } from './held-while-busy';

/** How applying a code ended: applied, or the message the shopper is shown. */
export type ApplyResult = { ok: true } | { ok: false; message: string };

/** One toast per kind of code (spec: shell §9, one toast per id). */
const TOAST_IDS = { coupon: 'coupon', giftCard: 'gift-card' } as const;

export type CodeKind = keyof typeof TOAST_IDS;

/**
 * A coupon or gift card box (spec: shell §2 "Cart page": coupon and gift card entry; §8): the code and Apply;
 * an empty code is named under the field ("Please enter Coupon Code" / "Please enter Gift Card") and sends
 * nothing; the server's refusal is an error toast (§9); an applied code shows with Remove.
 */
export function CodeEntry({
  kind,
  label,
  required,
  applied,
  problem,
  onApply,
  onRemove,
}: {
  kind: CodeKind;
  label: string;
  /** The spec's message for an empty code. */
  required: string;
  /** The applied code, or null. */
  applied: string | null;
  /** Why the applied code no longer counts, shown with it (a gift card the bag outgrew). */
  problem?: string | null;
  onApply: (code: string) => Promise<ApplyResult>;
  onRemove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (applied) {
    return (
      <div className={styles.applied}>
        <p>
          <span>
            {label} <strong>{applied}</strong> applied
          </span>
          {problem ? <span className={styles.problem}>{problem}</span> : null}
        </p>
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove
          <span className="visually-hidden">
            {' '}
            {label.toLowerCase()} {applied}
          </span>
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setError(required);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await onApply(trimmed);
      if (result.ok) setCode('');
      else toastCheckout.error(result.message, TOAST_IDS[kind]);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.apply} {...heldWhileBusy(pending)} aria-busy={pending || undefined}>
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
