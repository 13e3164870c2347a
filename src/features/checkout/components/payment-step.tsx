import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CHECKOUT_CART_LOADER_MS } from '@domain/constants';
import { NOTE_MAX, PAYMENT_METHODS, type PaymentMethod } from '@schemas/order';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { useSignedIn } from '@/data/account/user-token';
import { useBag } from '@/data/cart/bag';
import { useGuestCheckout } from '@/data/checkout/address-session';
import { useAddresses } from '@/data/checkout/addresses';
import { usePayOnline, type PaymentFailure } from '@/data/checkout/pay-online';
import { usePlaceCodOrder } from '@/data/checkout/place-order';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { toastCheckout } from '@/lib/toast';
import { AddressLines } from '@/components/ui/address-lines';
import { FailureAlert } from './failure-alert';
import { ProviderLoader, useProviderLoader } from './provider-loader';
import { useCheckoutGuard } from './use-checkout-guard';
import addressStyles from './address.module.css';
import paymentStyles from './payment.module.css';
import styles from './checkout.module.css';

/** The methods as the shopper reads them (shell §2 "Payment step"). */
const METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  UPI: 'UPI',
  'Debit/Credit Cards': 'Debit/Credit Cards',
  Wallet: 'Wallet',
  'Net Banking': 'Net Banking',
};

/** Where the order goes: the guest's stored address or the customer's default one, with Change. */
function ShippingDetails() {
  const signedIn = useSignedIn();
  const guest = useGuestCheckout();
  const addresses = useAddresses();
  const address = signedIn ? addresses.data?.resAddressDefault : guest?.user_address;
  return (
    <section className={styles.box} aria-labelledby="ship-to-heading">
      <div className={styles.boxTop}>
        <h2 id="ship-to-heading" className={styles.boxHeading}>
          Shipping details
        </h2>
        <Link to="/address" className={styles.link}>
          Change
        </Link>
      </div>
      {/* As tall before the address is read (in the browser, after the page is drawn) as after: nothing moves. */}
      <div className={addressStyles.shipTo}>
        {address ? (
          <>
            {!signedIn && guest ? <p className={styles.muted}>{guest.user_email}</p> : null}
            <AddressLines address={address} />
          </>
        ) : (
          <Skeleton height="100%" />
        )}
      </div>
    </section>
  );
}

/**
 * The payment step (spec: shell §2 "Payment step", §4): shipping details with Change, an order note, the five
 * methods with COD chosen, and Pay Now. COD places the order at once; the others create a temporary order and
 * open the payment provider's window. Success goes to /thankyou/{order_number}; a refusal is a toast.
 */
export function PaymentStep() {
  const id = useId();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const bag = useBag();
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [warming, setWarming] = useState(true);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const loader = useProviderLoader();
  const placeCod = usePlaceCodOrder();
  const payOnline = usePayOnline();
  useCheckoutGuard('payment', placing);

  // shell §4: "cart load shows a 500 ms loader".
  useEffect(() => {
    const timer = setTimeout(() => setWarming(false), CHECKOUT_CART_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);

  const loading = warming || bag.loading;

  const payNow = async () => {
    setPlacing(true);
    setFailure(null);
    const result =
      method === 'COD'
        ? await placeCod(bag.lines, note, signedIn)
        : await payOnline(method, bag.lines, note, signedIn, {
            onFailure: setFailure,
            onOpening: loader.show,
          });
    loader.hide();
    if (result.ok) {
      void navigate(`/thankyou/${encodeURIComponent(result.orderNumber)}`);
      return;
    }
    setPlacing(false);
    if (result.message) toastCheckout.error(result.message, 'place-order');
  };

  return (
    <form
      className={styles.step}
      noValidate
      aria-busy={placing || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (!placing) void payNow();
      }}
    >
      <ShippingDetails />
      <div className={styles.box}>
        <div className={form.field}>
          <label htmlFor={`${id}-note`} className={styles.boxHeading}>
            Order note
          </label>
          <textarea
            id={`${id}-note`}
            className={form.input}
            maxLength={NOTE_MAX}
            placeholder="Anything we should know about your order (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      <fieldset className={`${styles.box} ${paymentStyles.methods}`}>
        <legend className={styles.boxHeading}>Payment options</legend>
        {PAYMENT_METHODS.map((m) => (
          <label
            key={m}
            className={m === method ? `${paymentStyles.method} ${paymentStyles.methodChosen}` : paymentStyles.method}
          >
            <input type="radio" name="payment-method" value={m} checked={m === method} onChange={() => setMethod(m)} />
            <span>{METHOD_LABELS[m]}</span>
          </label>
        ))}
      </fieldset>
      {failure ? <FailureAlert failure={failure} /> : null}
      <ProviderLoader opening={loader.opening} />
      {/* shell §4: the bag's 500 ms loader, on the button, so nothing on the page moves when it ends. */}
      <button
        type="submit"
        className={`${button.primary} ${styles.wide}`}
        disabled={loading || bag.count === 0}
        {...heldWhileBusy(placing)}
        aria-describedby={loading ? `${id}-loading` : undefined}
      >
        {placing || loading ? <Spinner size="sm" /> : null}
        <span>Pay Now</span>
      </button>
      {loading ? (
        <span id={`${id}-loading`} className="visually-hidden" role="status">
          Loading your bag
        </span>
      ) : null}
    </form>
  );
}
