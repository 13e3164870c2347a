import { describe, expect, it } from 'vitest';
import { addressErrors, addressMessages, firstAddressError, PHONE_PATTERN, type AddressInput } from './address';

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
