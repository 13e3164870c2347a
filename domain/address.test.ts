import { describe, expect, it } from 'vitest';
import {
  accountAddressCheck,
  addressErrors,
  addressMessages,
  firstAddressError,
  PHONE_PATTERN,
  type AddressInput,
} from './address';

const complete: AddressInput = {
  ua_fname: 'Asha',
  ua_lname: 'Verma',
  ua_mobile: '9820012345',
  ua_apartment: 'Flat 4B, Lotus Heights, Link Road',
  ua_complete_address: 'Near Johari Bazar, Jaipur',
  ua_pincode: '302003',
  ua_country_id: 101,
  ua_state_id: 29,
  ua_city_id: 200,
  ua_address_type: 'Home',
};

describe('address rules (spec: shell §5)', () => {
  it('accepts a complete address', () => {
    expect(addressErrors(complete, true)).toEqual({});
    expect(firstAddressError(complete, false)).toBeNull();
  });

  it("names every missing field in the spec's order, typos included", () => {
    const empty: AddressInput = {
      ua_fname: ' ',
      ua_lname: '',
      ua_mobile: '',
      ua_apartment: '',
      ua_complete_address: '',
      ua_pincode: '',
    };
    expect(Object.values(addressErrors(empty, true))).toEqual([
      'Please enter First Name',
      'Please enter Last Name',
      'Please Enter Mobile NUmber',
      'Please enter Address (Villa/Apt#, Building Name & Street)',
      'Please Enter Address',
      'Please enter Pincode',
      'Please Select Country',
      'Please enter State Name',
      'Please enter City Name',
      'Please select Address type',
    ]);
  });

  it('wants a 6-digit pincode, the Other field for Other, and a real number from a customer only', () => {
    expect(firstAddressError({ ...complete, ua_pincode: '30200' }, false)).toBe(addressMessages.pincodeLength);
    expect(firstAddressError({ ...complete, ua_pincode: '30200a' }, false)).toBe(addressMessages.pincodeLength);
    expect(firstAddressError({ ...complete, ua_address_type: 'Other' }, false)).toBe(addressMessages.other);
    expect(
      firstAddressError({ ...complete, ua_address_type: 'Other', ua_address_type_other: 'Studio' }, false),
    ).toBeNull();
    expect(firstAddressError({ ...complete, ua_mobile: '12345' }, false)).toBeNull();
    expect(firstAddressError({ ...complete, ua_mobile: '12345' }, true)).toBe(addressMessages.mobile);
  });

  it('reads the phone pattern as the spec says', () => {
    for (const ok of ['9820012345', '+91 9820012345', '+919820012345', '+1-9820012345'])
      expect(PHONE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['982001234', '98200123456', '+91  9820012345', '+9123 9820012345', '98200 12345']) {
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe("the account's address form (catalogue §5 'Address form')", () => {
  const full = {
    ua_fname: 'Kavya',
    ua_lname: 'Nair',
    ua_mobile: '9833056789',
    ua_apartment: 'Flat 702',
    ua_complete_address: '14 Carter Road',
    ua_pincode: '400050',
    ua_country_id: 101,
    ua_state_id: 21,
    ua_city_id: 5,
    ua_address_type: 'Home',
    ua_address_type_other: '',
  };

  it('names the text fields in the spec’s words, the last name by its border alone', () => {
    const empty = {
      ...full,
      ua_fname: '',
      ua_lname: '',
      ua_mobile: '',
      ua_apartment: '',
      ua_complete_address: '',
      ua_pincode: '',
    };
    expect(accountAddressCheck(empty)).toEqual({
      fields: {
        ua_fname: 'Please Enter First Name',
        ua_lname: '',
        ua_mobile: 'Please Enter Mobile NUmber',
        ua_apartment: 'Please Enter  Appartment , Suite etc',
        ua_complete_address: 'Please Enter  Address',
        ua_pincode: 'Please enter post code',
      },
      toast: null,
    });
    expect(accountAddressCheck({ ...full, ua_mobile: '98330', ua_pincode: '4000' }).fields).toEqual({
      ua_mobile: 'Please Enter Valid Mobile Number',
      ua_pincode: 'Please enter valid post code',
    });
  });

  it('toasts the first unchosen choice once the text fields are right', () => {
    expect(accountAddressCheck({ ...full, ua_country_id: 0, ua_state_id: 0 }).toast).toBe('Please Select Country');
    expect(accountAddressCheck({ ...full, ua_state_id: 0 }).toast).toBe('Please Select State');
    expect(accountAddressCheck({ ...full, ua_city_id: 0 }).toast).toBe('Please Select City');
    expect(accountAddressCheck({ ...full, ua_address_type: '' }).toast).toBe('Please select Address type');
    expect(accountAddressCheck({ ...full, ua_address_type: 'Other' }).toast).toBe('Please enter Other');
    expect(accountAddressCheck(full)).toEqual({ fields: {}, toast: null });
  });
});
