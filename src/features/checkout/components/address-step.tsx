import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { guestEmailError } from '@domain/address';
import { POST_ADDRESS_DELAY_MS } from '@domain/constants';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { userToken, useSignedIn } from '@/data/account/user-token';
import { addressSession, useGuestCheckout } from '@/data/checkout/address-session';
import { useAddresses, useChooseAddress, useSaveAddress } from '@/data/checkout/addresses';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import { toastCheckout } from '@/lib/toast';
import { GuestBox, SignedInBox } from './account-box';
import { AddressCards } from './address-card';
import { addressOf, draftErrors, draftOf, EMPTY_DRAFT, type AddressDraft, type DraftErrors } from './address-draft';
import { AddressForm } from './address-form';
import { NewAddressDialog } from './new-address-dialog';
import { saveRequest } from './save-request';
import { useCheckoutGuard } from './use-checkout-guard';
import styles from './checkout.module.css';

/** Moves focus to the first field the rules refused, once its message is on screen. */
function useFocusFirstError(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}

/**
 * The address step (spec: shell §2 "Address step", §4, §5): who is buying (signed in, or a guest's e-mail
 * with sign-in), then where it goes: a customer's saved addresses as cards with "Add New Address", or the
 * shipping form. CONTINUE TO PAY keeps a guest's address locally, saves a first address for a customer and
 * goes on after about half a second, or goes straight on with a saved one.
 */
export function AddressStep() {
  const signedIn = useSignedIn();
  useCheckoutGuard('address');
  return signedIn ? <CustomerAddress /> : <GuestAddress />;
}

function GuestAddress() {
  const navigate = useNavigate();
  const stored = useGuestCheckout();
  const [email, setEmail] = useState(stored?.user_email ?? '');
  const [draft, setDraft] = useState<AddressDraft>(stored ? draftOf(stored.user_address) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors & { email?: string }>({});
  const form = useFocusFirstError(errors);
  // A page drawn by the server hydrates with storage unseen: the stored record fills the form once it is
  // read, unless the shopper has started typing (nothing they enter is lost, nothing stored is hidden).
  const touched = useRef(false);
  useEffect(() => {
    if (!stored || touched.current) return;
    setEmail(stored.user_email);
    setDraft(draftOf(stored.user_address));
  }, [stored]);

  const submit = () => {
    const emailError = guestEmailError(email);
    const found: DraftErrors & { email?: string } = {
      ...(emailError ? { email: emailError } : {}),
      ...draftErrors(draft, false),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    addressSession.write({
      user_email: email.trim(),
      user_address: addressOf(draft, email.trim()),
      shipping_amount: 0,
    });
    void navigate('/checkout');
  };

  return (
    <form
      ref={form}
      className={styles.step}
      noValidate
      // Only the shopper's own typing and choosing fire input events (not the form filling itself in).
      onInput={() => {
        touched.current = true;
      }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <GuestBox email={email} emailError={errors.email} onEmail={setEmail} />
      <section className={styles.box} aria-labelledby="shipping-heading">
        <h2 id="shipping-heading" className={styles.boxHeading}>
          Shipping details
        </h2>
        <AddressForm draft={draft} errors={errors} onChange={setDraft} />
      </section>
      <button type="submit" className={`${button.primary} ${styles.wide}`}>
        CONTINUE TO PAY
      </button>
    </form>
  );
}

function CustomerAddress() {
  const navigate = useNavigate();
  const addresses = useAddresses();
  const choose = useChooseAddress();
  const save = useSaveAddress();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const form = useFocusFirstError(errors);

  // spec: shell §4 — "If the address list fetch fails the token is removed and the user goes to /".
  useEffect(() => {
    if (!addresses.isError) return;
    userToken.clear();
    void navigate('/', { replace: true });
  }, [addresses.isError, navigate]);

  const list = addresses.data?.resUserAddress ?? [];
  const chosenId = addresses.data?.resAddressDefault?.ua_id ?? list[0]?.ua_id;

  const submit = async () => {
    if (list.length > 0) {
      void navigate('/checkout');
      return;
    }
    const found = draftErrors(draft, true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save.mutateAsync(saveRequest(draft));
    if (!result.ok) {
      toastCheckout.error(result.message, 'address-save');
      return;
    }
    // shell §4: "on success go to /checkout after about half a second".
    await new Promise((resolve) => setTimeout(resolve, POST_ADDRESS_DELAY_MS));
    void navigate('/checkout');
  };

  return (
    <form
      ref={form}
      className={styles.step}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SignedInBox />
      <section className={styles.box} aria-labelledby="shipping-heading" aria-busy={addresses.isPending || undefined}>
        <div className={styles.boxTop}>
          <h2 id="shipping-heading" className={styles.boxHeading}>
            Shipping details
          </h2>
          {list.length > 0 ? <NewAddressDialog /> : null}
        </div>
        {addresses.isPending ? (
          <Skeleton height="160px" />
        ) : list.length > 0 ? (
          <AddressCards
            addresses={list}
            chosenId={chosenId}
            busy={choose.isPending}
            onChoose={(id) =>
              choose.mutate(id, {
                onError: () =>
                  toastCheckout.error('This address could not be chosen. Please try again.', 'address-choose'),
              })
            }
          />
        ) : (
          <AddressForm draft={draft} errors={errors} onChange={setDraft} />
        )}
      </section>
      <button
        type="submit"
        className={`${button.primary} ${styles.wide}`}
        // eslint-disable-next-line no-restricted-syntax -- off while the address book loads, not while it saves
        disabled={addresses.isPending}
        {...heldWhileBusy(save.isPending)}
      >
        {save.isPending ? <Spinner size="sm" /> : null}
        <span>CONTINUE TO PAY</span>
      </button>
    </form>
  );
}
