import { useEffect, useId, type ReactNode } from 'react';
import { ADDRESS_LIMITS, ADDRESS_TYPES } from '@domain/address';
import { useCities, useCountries, useStates } from '@/data/checkout/geography';
import form from '@/components/ui/form.module.css';
import type { AddressDraft, DraftErrors } from './address-draft';
import styles from './checkout.module.css';

/** Keeps only digits (the mobile number and pincode fields are numeric, shell §2 "Address step"). */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * The shipping details form (spec: shell §2 "Address step"): names, numeric mobile, house and street,
 * numeric pincode, country → state → city (a state's cities loaded when it is chosen; changing the state
 * resets the city), and Home, Work or Other with the Other field. Each field shows its own message.
 */
export function AddressForm({
  draft,
  errors,
  onChange,
}: {
  draft: AddressDraft;
  errors: DraftErrors;
  onChange: (next: AddressDraft) => void;
}) {
  const id = useId();
  const countries = useCountries();
  const states = useStates();
  const cities = useCities(draft.ua_state_id);
  const set = (patch: Partial<AddressDraft>) => onChange({ ...draft, ...patch });

  // One country to choose from (the shop ships within India): it is chosen already.
  const only = countries.data?.length === 1 ? countries.data[0] : undefined;
  useEffect(() => {
    if (only && draft.ua_country_id === 0)
      onChange({ ...draft, ua_country_id: only.country_id, ua_country_name: only.country_name });
  }, [only, draft, onChange]);

  const field = (name: keyof DraftErrors, label: string, control: (props: FieldProps) => ReactNode) => {
    const error = errors[name];
    const controlId = `${id}-${name}`;
    const errorId = `${controlId}-error`;
    return (
      <div className={form.field}>
        <label htmlFor={controlId} className={form.label}>
          {label}
        </label>
        {control({
          id: controlId,
          name,
          className: form.input,
          // An empty message still marks the field (the account form's last name: a red border alone).
          'aria-invalid': error !== undefined ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <p id={errorId} className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className={styles.addressForm}>
      <div className={form.pair}>
        {field('ua_fname', 'First name', (p) => (
          <input
            {...p}
            autoComplete="given-name"
            maxLength={ADDRESS_LIMITS.name}
            value={draft.ua_fname}
            onChange={(e) => set({ ua_fname: e.target.value })}
          />
        ))}
        {field('ua_lname', 'Last name', (p) => (
          <input
            {...p}
            autoComplete="family-name"
            maxLength={ADDRESS_LIMITS.name}
            value={draft.ua_lname}
            onChange={(e) => set({ ua_lname: e.target.value })}
          />
        ))}
      </div>
      {field('ua_mobile', 'Mobile number', (p) => (
        <input
          {...p}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={draft.ua_mobile}
          onChange={(e) => set({ ua_mobile: digits(e.target.value, 10) })}
        />
      ))}
      {field('ua_apartment', 'House / Apartment / Suite', (p) => (
        <input
          {...p}
          autoComplete="address-line1"
          maxLength={ADDRESS_LIMITS.line}
          value={draft.ua_apartment}
          onChange={(e) => set({ ua_apartment: e.target.value })}
        />
      ))}
      {field('ua_complete_address', 'Street address', (p) => (
        <input
          {...p}
          autoComplete="address-line2"
          maxLength={ADDRESS_LIMITS.line}
          value={draft.ua_complete_address}
          onChange={(e) => set({ ua_complete_address: e.target.value })}
        />
      ))}
      <div className={form.pair}>
        {field('ua_pincode', 'Postal code', (p) => (
          <input
            {...p}
            inputMode="numeric"
            autoComplete="postal-code"
            value={draft.ua_pincode}
            onChange={(e) => set({ ua_pincode: digits(e.target.value, ADDRESS_LIMITS.pincode) })}
          />
        ))}
        {field('ua_country_id', 'Country', (p) => (
          <select
            {...p}
            autoComplete="country-name"
            value={draft.ua_country_id || ''}
            onChange={(e) => {
              const chosen = countries.data?.find((c) => c.country_id === Number(e.target.value));
              set({ ua_country_id: chosen?.country_id ?? 0, ua_country_name: chosen?.country_name ?? '' });
            }}
          >
            <option value="">Select country</option>
            {countries.data?.map((c) => (
              <option key={c.country_id} value={c.country_id}>
                {c.country_name}
              </option>
            ))}
          </select>
        ))}
      </div>
      <div className={form.pair}>
        {field('ua_state_id', 'State', (p) => (
          <select
            {...p}
            value={draft.ua_state_id || ''}
            onChange={(e) => {
              const chosen = states.data?.find((s) => s.state_id === Number(e.target.value));
              // shell §4: "Changing the state resets the city and loads its cities".
              set({
                ua_state_id: chosen?.state_id ?? 0,
                ua_state_name: chosen?.state_name ?? '',
                ua_city_id: 0,
                ua_city_name: '',
              });
            }}
          >
            <option value="">Select state</option>
            {states.data?.map((s) => (
              <option key={s.state_id} value={s.state_id}>
                {s.state_name}
              </option>
            ))}
          </select>
        ))}
        {field('ua_city_id', 'City', (p) => (
          <select
            {...p}
            disabled={draft.ua_state_id === 0}
            aria-busy={cities.isFetching || undefined}
            value={draft.ua_city_id || ''}
            onChange={(e) => {
              const chosen = cities.data?.find((c) => c.cities_id === Number(e.target.value));
              set({ ua_city_id: chosen?.cities_id ?? 0, ua_city_name: chosen?.cities_name ?? '' });
            }}
          >
            <option value="">
              {draft.ua_state_id === 0 ? 'Select a state first' : cities.isFetching ? 'Loading cities…' : 'Select city'}
            </option>
            {cities.data?.map((c) => (
              <option key={c.cities_id} value={c.cities_id}>
                {c.cities_name}
              </option>
            ))}
          </select>
        ))}
      </div>
      <div className={form.pair}>
        {field('ua_address_type', 'Address type', (p) => (
          <select
            {...p}
            value={draft.ua_address_type}
            onChange={(e) => set({ ua_address_type: e.target.value as AddressDraft['ua_address_type'] })}
          >
            <option value="">Select address type</option>
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        ))}
        {draft.ua_address_type === 'Other'
          ? field('ua_address_type_other', 'Other', (p) => (
              <input
                {...p}
                maxLength={ADDRESS_LIMITS.other}
                value={draft.ua_address_type_other}
                onChange={(e) => set({ ua_address_type_other: e.target.value })}
              />
            ))
          : null}
      </div>
    </div>
  );
}

interface FieldProps {
  id: string;
  name: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
