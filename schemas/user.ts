import { z } from 'zod/mini';
import { looseString, preprocess, status } from './primitives';

export const UserDataSchema = z.object({
  user_fname: looseString,
  user_lname: looseString,
  user_email: looseString,
});
export type UserData = z.infer<typeof UserDataSchema>;

export const UserDataResponseSchema = z.object({
  status,
  rowUserData: preprocess((v) => v ?? undefined, z.optional(UserDataSchema)),
  message: looseString,
});
