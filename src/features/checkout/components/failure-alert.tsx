import type { PaymentFailure } from '@/data/checkout/pay-online';
import { Alert } from '@/components/ui/alert';
import paymentStyles from './payment.module.css';

/** The provider's failure as the spec lists it (shell §8: code, description, source, step, reason, ids). */
export function FailureAlert({ failure }: { failure: PaymentFailure }) {
  return (
    <Alert variant="danger">
      <strong>Payment failed.</strong> {failure.description}
      <dl className={paymentStyles.failure}>
        {(
          [
            ['Code', failure.code],
            ['Source', failure.source],
            ['Step', failure.step],
            ['Reason', failure.reason],
            ['Order id', failure.orderId],
            ['Payment id', failure.paymentId],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
