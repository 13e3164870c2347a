import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

/** The two fields of a new password, as the reset page and the profile's change name them. */
export interface NewPasswordPair {
  user_password: unknown;
  user_confirm_password: unknown;
}

/**
 * A new password and its confirmation, with the strength rule as a hint (catalogue §5 "Change password
 * (profile) and reset"): one view for /change-password/{token} and Account Details.
 */
export function NewPasswordFields<V extends NewPasswordPair>({
  register,
  errors,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const fields = register as unknown as UseFormRegister<NewPasswordPair>;
  const messages = errors as FieldErrors<NewPasswordPair>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
        error={messages.user_password?.message}
        {...fields('user_password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={messages.user_confirm_password?.message}
        {...fields('user_confirm_password')}
      />
    </>
  );
}
