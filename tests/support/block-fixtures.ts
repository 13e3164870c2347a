import { z } from 'zod';
import { withNumericHomeType } from '@schemas/cms';
import type { BlockDefinition } from '@/renderer/define-block';

/**
 * Per-block fixtures (fixtures/blocks/<block>.json): every variant a block supports plus payloads that must
 * fail, one truth for the block's tests and its Storybook stories (STYLE §13).
 */
export const BlockFixtureListSchema = z.array(
  z.object({ name: z.string().min(1), valid: z.boolean(), payload: z.unknown() }),
);
export type BlockFixture = z.infer<typeof BlockFixtureListSchema>[number];

export const blockFixtures = (json: unknown): BlockFixture[] => BlockFixtureListSchema.parse(json);

/** Parses a fixture's payload the way the renderer does (numeric home_type first, then the block's schema). */
export function parseFixture<P extends object>(block: BlockDefinition<P>, payload: unknown): P {
  const parsed = block.parse(withNumericHomeType(payload));
  if (!parsed.success) throw new Error(`Fixture does not parse: ${parsed.error.message}`);
  return parsed.data;
}

/** A one-section, one-column page holding `details`: how a block story feeds the renderer. */
export const singleColumnPage = (details: unknown[]) => [
  {
    home_id: 1,
    home_top_spaced: 16,
    home_bottom_spaced: 16,
    has_many_home_inner: [{ home_inn_structure_type: 12, has_many_home_details: details }],
  },
];
