import type { Address } from '@schemas/address';
import styles from './address-lines.module.css';

/**
 * An address's lines (shell §2: name, apartment, street, city, state, country, pincode, mobile), one view
 * for the checkout's cards and payment step, the confirmation and the account's order detail (STYLE 16).
 */
export function AddressLines({ address }: { address: Partial<Address> }) {
  return (
    <address className={styles.addressLines}>
      <strong>
        {address.ua_fname} {address.ua_lname}
      </strong>
      <br />
      {address.ua_apartment}, {address.ua_complete_address}
      <br />
      {address.ua_city_name}, {address.ua_state_name}, {address.ua_country_name} {address.ua_pincode}
      <br />
      Mobile: {address.ua_mobile}
    </address>
  );
}
