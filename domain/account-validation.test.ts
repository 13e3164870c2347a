import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { requiredEmailError, requiredTextError } from './account-validation';

describe('requiredEmailError (catalogue §5 "Login", "Drop a hint")', () => {
  it('names an empty field with the message it is given, spaces included', () => {
    expect(requiredEmailError('', messages.hintSenderEmail)).toBe('Please enter the Sender Email');
    expect(requiredEmailError('   ', messages.loginEmailRequired)).toBe(messages.loginEmailRequired);
  });

  it("refuses what is not an address with 'Invalid Email Format'", () => {
    for (const bad of ['asha', 'asha@', 'asha@example', 'a sha@example.in', '@example.in', `${'a'.repeat(250)}@x.in`]) {
      expect(requiredEmailError(bad, 'empty'), bad.slice(0, 20)).toBe('Invalid Email Format');
    }
  });

  it('accepts an address, with spaces around it', () => {
    expect(requiredEmailError(' asha.verma@example.in ', 'empty')).toBeNull();
  });
});

describe('requiredTextError', () => {
  it('names a blank text and accepts any other', () => {
    expect(requiredTextError(' ', messages.hintSenderName)).toBe('Please enter the Sender Name');
    expect(requiredTextError('Asha', messages.hintSenderName)).toBeNull();
  });
});
