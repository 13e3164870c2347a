import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/type-number.json';
import type { BlockDefinition } from '@/renderer/define-block';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { typeNumberBlocks } from './definition';
import { TypeNumber } from './type-number';

const fixtures = blockFixtures(fixtureJson);

describe('Type number blocks (home_type 3, 6, 7)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))(
    'renders fixture "%s" as its number',
    (_, fixture) => {
      const type = Number((fixture.payload as { home_type: unknown }).home_type);
      const block: BlockDefinition<{ home_type: number }> | undefined = typeNumberBlocks.find((b) => b.type === type);
      if (!block) throw new Error(`No block for ${type}`);
      const { container } = render(<TypeNumber {...parseFixture(block, fixture.payload)} />);
      expect(container.textContent).toBe(String(type));
    },
  );

  it('registers exactly 3, 6 and 7', () => {
    expect(typeNumberBlocks.map((b) => b.type)).toEqual([3, 6, 7]);
  });
});
