import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { useSaveAddress } from '@/data/checkout/addresses';
import { Spinner } from '@/components/ui/spinner';
import button from '@/components/ui/button.module.css';
import { toastCheckout } from '@/lib/toast';
import { EMPTY_DRAFT, draftErrors, type AddressDraft, type DraftErrors } from './address-draft';
import { AddressForm } from './address-form';
import { saveRequest } from './save-request';
import styles from './checkout.module.css';

/**
 * "Add New Address" (spec: shell §2 "Address step"): the shipping form in a dialog (focus kept inside, Escape
 * closes, focus returns to the button). Saved, the list reloads and the dialog closes; a refusal is a toast.
 */
export function NewAddressDialog() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveAddress();

  const submit = async () => {
    const found = draftErrors(draft, true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save.mutateAsync(saveRequest(draft));
    if (!result.ok) {
      toastCheckout.error(result.message, 'address-save');
      return;
    }
    setOpen(false);
    setDraft(EMPTY_DRAFT);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.outlineButton}>Add New Address</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.boxHeading}>Add New Address</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // The dialog is portalled out of the address step's form, but React still bubbles its submit
              // there: that form would go on to /checkout at once, before this address is saved or when its
              // save fails.
              e.stopPropagation();
              void submit();
            }}
          >
            <AddressForm draft={draft} errors={errors} onChange={setDraft} />
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
