import { z } from 'zod';
import { looseString, status } from './primitives';

export const UserDataSchema = z.object({
  user_fname: looseString,
  user_lname: looseString,
  user_email: looseString,
});
export type UserData = z.infer<typeof UserDataSchema>;

export const UserDataResponseSchema = z.object({
  status,
  rowUserData: z.preprocess((v) => v ?? undefined, UserDataSchema.optional()),
  message: looseString,
});
