import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { messages } from '@domain/messages';
import { TrackOrderFormSchema, type TrackOrderForm } from '@schemas/order-lookup';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import button from '@/components/ui/button.module.css';
import { useTrackOrder } from '@/data/information/track-order';
import { callFailureMessage } from '@/lib/call-failure';
import { usePageHead } from '@/lib/page-head';
import area from './area/account-area.module.css';
import { OrderTracker } from './area/order-tracker';
import styles from './account.module.css';

/**
 * /order-status (catalogue §2 "Order tracking": an Order Id box and a Track button; issue 12 §1 gives it a
 * behaviour): with the order number and the e-mail the order was placed with, the order's status and tracker,
 * and nothing else. A wrong pair gets one neutral message, whichever part was wrong; the server throttles.
 */
export function OrderStatusPage() {
  usePageHead({
    title: 'Track Your Order',
    description: 'Follow a Padmakshya order with its Order Id and the email it was placed with.',
    canonical: '/order-status',
  });
  const lookup = useTrackOrder();
  const result = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof TrackOrderFormSchema>, unknown, TrackOrderForm>({
    resolver: zodResolver(TrackOrderFormSchema),
    defaultValues: { order_number: '', user_email: '' },
  });
  const answer = lookup.data;
  const order = answer?.status === 'success' ? answer.order : null;
  const problem = lookup.isError
    ? callFailureMessage(lookup.error)
    : answer && !order
      ? answer.message || messages.trackOrderNotFound
      : undefined;

  // The result is read out: focus goes to its heading when it arrives.
  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Track Your Order</h1>
        <p className={styles.intro}>Enter your Order Id and the email you placed the order with.</p>
        <form
          className={styles.form}
          onSubmit={handleSubmit((values) => lookup.mutate(values))}
          noValidate
          aria-busy={lookup.isPending}
        >
          <TextField
            label="Order Id"
            autoComplete="off"
            placeholder="PDK-XXXXXXXXXX"
            spellCheck={false}
            error={errors.order_number?.message}
            {...register('order_number')}
          />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.user_email?.message}
            {...register('user_email')}
          />
          {problem && <Alert variant="danger">{problem}</Alert>}
          <button type="submit" className={button.primary} {...heldWhileBusy(lookup.isPending)}>
            {lookup.isPending && <Spinner size="sm" />}
            <span>Track</span>
          </button>
        </form>
        {order && (
          <section className={styles.result} aria-labelledby="tracked-order">
            <h2 id="tracked-order" ref={result} tabIndex={-1} className={styles.resultHeading}>
              Order {order.trans_order_number}
            </h2>
            <p>
              Status: <span className={area.badge}>{order.orderstatus}</span>
            </p>
            <OrderTracker order={order} />
          </section>
        )}
      </div>
    </section>
  );
}
