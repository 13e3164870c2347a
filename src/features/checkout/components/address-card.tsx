import type { Address } from '@schemas/address';
import addressStyles from './address.module.css';

import { AddressLines } from '@/components/ui/address-lines';

/**
 * The customer's saved addresses as cards (spec: shell §2 "Address step"): choosing one makes it the default
 * (a radio group: arrow keys move, the chosen card is marked).
 */
export function AddressCards({
  addresses,
  chosenId,
  busy,
  onChoose,
}: {
  addresses: Address[];
  chosenId: number | undefined;
  busy: boolean;
  onChoose: (id: number) => void;
}) {
  return (
    <fieldset className={addressStyles.cards} aria-busy={busy || undefined}>
      <legend className="visually-hidden">Shipping address</legend>
      {addresses.map((address) => {
        const id = address.ua_id ?? 0;
        const chosen = id === chosenId;
        return (
          <label key={id} className={chosen ? `${addressStyles.card} ${addressStyles.cardChosen}` : addressStyles.card}>
            <input
              type="radio"
              name="shipping-address"
              className={addressStyles.cardRadio}
              checked={chosen}
              // Not `disabled` while a choice is saved: that would blur the radio the arrow keys just moved to.
              aria-disabled={busy || undefined}
              onChange={() => {
                if (!busy) onChoose(id);
              }}
            />
            <span className={addressStyles.cardType}>
              {address.ua_address_type === 'Other' ? address.ua_address_type_other || 'Other' : address.ua_address_type}
              {chosen ? <span className={addressStyles.cardDefault}>Default</span> : null}
            </span>
            <AddressLines address={address} />
          </label>
        );
      })}
    </fieldset>
  );
}
