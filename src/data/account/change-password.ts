import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { userChangePassword } from '@schemas/calls/account-area';
import type { ChangePasswordFormSchema } from '@schemas/user';
import { callApi } from '@/data/call-api';
import { endExpiredSession } from './session-expired';

export type ChangePasswordValues = z.output<typeof ChangePasswordFormSchema>;

/** POST userchangepassword (catalogue §4 "Password change on profile"); the other sessions are signed out. */
export const useChangePassword = () =>
  useMutation({
    mutationKey: ['account', 'change-password'],
    mutationFn: async (values: ChangePasswordValues) => {
      const answer = await callApi(userChangePassword, values);
      endExpiredSession(answer);
      return answer;
    },
  });
