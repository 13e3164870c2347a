import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { accountAddressCheck } from '@domain/address';
import { messages } from '@domain/messages';
import type { Address } from '@schemas/address';
import { AddressLines } from '@/components/ui/address-lines';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import dialog from '@/components/ui/dialog.module.css';
import { useSignedIn, useSignInKnown } from '@/data/account/user-token';
import { useAddresses, useRemoveAddress, useSaveAddress } from '@/data/checkout/addresses';
import { toastBag } from '@/lib/toast';
import { draftOf, EMPTY_DRAFT, type AddressDraft, type DraftErrors } from './address-draft';
import { AddressForm } from './address-form';
import { saveRequest } from './save-request';
import addressStyles from './address.module.css';
import styles from './checkout.module.css';

/** spec: catalogue §9 — 4 address placeholders while the list loads. */
const ADDRESS_PLACEHOLDERS = 4;

/**
 * The add or edit form in a dialog, checked by the account form's own rules (catalogue §5 "Address form"); a
 * refused save's message in a red alert in the form (catalogue §8 "Server messages shown in a red alert").
 */
function AddressDialog({ address, onClose }: { address: Address | 'new'; onClose: () => void }) {
  const editing = address === 'new' ? null : address;
  const [draft, setDraft] = useState<AddressDraft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState('');
  const save = useSaveAddress();

  const submit = async () => {
    setFailure('');
    const check = accountAddressCheck(draft);
    setErrors(check.fields);
    if (Object.keys(check.fields).length > 0) return;
    if (check.toast) {
      toastBag.error(check.toast, 'address-check');
      return;
    }
    const request = saveRequest(draft);
    const result = await save.mutateAsync(
      editing ? { ...request, ua_id: editing.ua_id, ua_default_address: editing.ua_default_address } : request,
    );
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.boxHeading}>{editing ? 'Edit Address' : 'Add Address'}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!save.isPending) void submit();
            }}
          >
            <AddressForm draft={draft} errors={errors} onChange={setDraft} />
            {failure ? <Alert variant="danger">{failure}</Alert> : null}
            <button type="submit" className={`${button.primary} ${styles.wide}`} {...heldWhileBusy(save.isPending)}>
              {save.isPending ? <Spinner size="sm" /> : null}
              <span>Save Address</span>
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * /account/my-address, Addresses (catalogue §2 "Account area", §5, §8): the customer's saved addresses with
 * add, edit and delete ('Are you sure about delete the address ?'); 4 placeholders while loading; 'No
 * Address Found!' with Add Address when there are none. A failed delete's message is a toast. A block of the
 * checkout feature, which owns addresses and their form; the account's page JSON places it.
 */
export function AddressBook() {
  const known = useSignInKnown();
  const signedIn = useSignedIn();
  const list = useAddresses();
  const remove = useRemoveAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = list.data?.resUserAddress ?? [];

  const confirmDelete = async () => {
    if (!deleting?.ua_id) return;
    const result = await remove.mutateAsync(deleting.ua_id);
    setDeleting(null);
    if (!result.ok) toastBag.error(result.message, 'address-delete');
  };

  return (
    <section className={styles.box} aria-labelledby="address-book-heading">
      <div className={styles.boxTop}>
        <h1 id="address-book-heading" className={styles.boxHeading}>
          Addresses
        </h1>
        {addresses.length > 0 ? (
          <button type="button" className={styles.outlineButton} onClick={() => setEditing('new')}>
            Add Address
          </button>
        ) : null}
      </div>
      {!known || !signedIn || list.isPending ? (
        <div className={addressStyles.cards} role="status" aria-label="Loading addresses">
          {Array.from({ length: ADDRESS_PLACEHOLDERS }, (_, i) => (
            <Skeleton key={i} height="150px" />
          ))}
        </div>
      ) : addresses.length > 0 ? (
        <ul className={addressStyles.cards}>
          {addresses.map((address) => (
            <li key={address.ua_id} className={`${addressStyles.card} ${addressStyles.bookCard}`}>
              <span className={addressStyles.cardType}>
                {address.ua_address_type === 'Other'
                  ? address.ua_address_type_other || 'Other'
                  : address.ua_address_type}
                {address.ua_default_address === 1 ? <span className={addressStyles.cardDefault}>Default</span> : null}
              </span>
              <AddressLines address={address} />
              <span className={addressStyles.cardActions}>
                <button type="button" className={button.text} onClick={() => setEditing(address)}>
                  Edit<span className="visually-hidden"> the {address.ua_address_type} address</span>
                </button>
                <button type="button" className={button.text} onClick={() => setDeleting(address)}>
                  Delete<span className="visually-hidden"> the {address.ua_address_type} address</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : list.isError ? null : (
        <div className={addressStyles.emptyBook}>
          <p>{messages.noAddresses}</p>
          <button type="button" className={button.primary} onClick={() => setEditing('new')}>
            Add Address
          </button>
        </div>
      )}
      {editing ? <AddressDialog address={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        question={messages.deleteAddressQuestion}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
