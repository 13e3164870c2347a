import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { HINT_CLOSE_MS } from '@domain/account';
import { hintMessage } from '@domain/hint';
import { messages } from '@domain/messages';
import { HintFormSchema } from '@schemas/wishlist';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { callFailureMessage } from '@/lib/call-failure';
import { mediaUrl } from '@/lib/media';
import { useSendHint } from '@/data/wishlist/send-hint';
import button from '@/components/ui/button.module.css';
import { Modal } from './modal';
import styles from './drop-hint-modal.module.css';

type HintValues = z.output<typeof HintFormSchema>;
type Outcome = { variant: 'success' | 'danger'; message: string };

const FIELDS = [
  { name: 'recipents_name', label: "Recipient's Name", type: 'text', autoComplete: 'off' },
  { name: 'recipents_email', label: "Recipient's Email", type: 'email', autoComplete: 'off' },
  { name: 'recipents_user_name', label: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'recipents_user_email', label: 'Your Email', type: 'email', autoComplete: 'email' },
] as const;

/** A field's value as typed (the form's input type is the schema's: unknown until parsed). */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const EMPTY: HintValues = {
  recipents_name: '',
  recipents_email: '',
  recipents_user_name: '',
  recipents_user_email: '',
};

/**
 * Drop a Hint (catalogue §2 "Product detail", §4, §5, §8): recipient and sender, checked with the contract's
 * schema (the spec's messages), PREVIEW toggles the message as it will be sent, an error answer shows the
 * server's message in a red banner and a success in green, and the modal closes 1 second after a send.
 * Radix Dialog traps focus and closes on Escape (./modal).
 */
export function DropHintModal({
  productId,
  productName,
  productImage,
  open,
  onOpenChange,
}: {
  productId: number;
  productName: string;
  productImage?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const send = useSendHint();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [preview, setPreview] = useState(false);
  const form = useForm<z.input<typeof HintFormSchema>, unknown, HintValues>({
    resolver: zodResolver(HintFormSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, watch, formState } = form;

  // A closed modal starts afresh next time.
  const resetSend = send.reset;
  useEffect(() => {
    if (open) return;
    reset(EMPTY);
    setOutcome(null);
    setPreview(false);
    resetSend();
  }, [open, reset, resetSend]);

  // spec: catalogue §4 — after a send the modal closes after 1 second.
  const sent = outcome?.variant === 'success';
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => onOpenChange(false), HINT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await send.mutateAsync({ ...values, recipents_product_id: productId });
      const ok = answer.status === 'success';
      setOutcome({ variant: ok ? 'success' : 'danger', message: answer.message || (ok ? '' : messages.internalError) });
    } catch (error) {
      setOutcome({ variant: 'danger', message: callFailureMessage(error) });
    }
  });

  const values = watch();
  const previewId = `${id}-preview`;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Drop a Hint">
      <div className={styles.product}>
        {productImage && <img src={mediaUrl(productImage)} alt="" width={72} height={72} className={styles.image} />}
        <p className={styles.productName}>{productName}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={send.isPending}>
        {FIELDS.map((f) => {
          const error = formState.errors[f.name]?.message;
          const errorId = `${id}-${f.name}-error`;
          return (
            <div key={f.name} className={styles.field}>
              <label htmlFor={`${id}-${f.name}`} className={styles.label}>
                {f.label}
              </label>
              <input
                id={`${id}-${f.name}`}
                type={f.type}
                autoComplete={f.autoComplete}
                className={styles.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...register(f.name)}
              />
              {error && (
                <p id={errorId} className={styles.fieldError}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {preview && (
          <p id={previewId} className={styles.preview}>
            {hintMessage({
              recipientName: text(values.recipents_name),
              senderName: text(values.recipents_user_name),
              senderEmail: text(values.recipents_user_email),
              productName,
            })}
          </p>
        )}
        {outcome?.message && <Alert variant={outcome.variant}>{outcome.message}</Alert>}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.previewButton}
            aria-expanded={preview}
            aria-controls={preview ? previewId : undefined}
            onClick={() => setPreview((shown) => !shown)}
          >
            PREVIEW
          </button>
          <button type="submit" className={button.primary} disabled={sent} {...heldWhileBusy(send.isPending)}>
            {send.isPending && <Spinner size="sm" />}
            <span>SEND</span>
          </button>
        </div>
      </form>
    </Modal>
  );
}
