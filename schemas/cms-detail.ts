import { z } from 'zod/mini';

/** A detail block's schema: its literal `home_type` plus its own fields (spec: shell §3 "Detail block fields"). */
export const detail = <T extends number, S extends Record<string, z.ZodMiniType>>(type: T, shape: S) =>
  z.object({ home_type: z.literal(type), ...shape });
