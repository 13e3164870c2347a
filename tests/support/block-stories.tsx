import { blockFixtures, singleColumnPage } from './block-fixtures';

/**
 * Block stories are generated from fixtures/blocks/<block>.json: one story per fixture entry, invalid ones
 * included (they show the editor's error card). The story hands the payload to Storybook's decorator as
 * `cmsSections`, and the decorator renders it through the real renderer — blocks never import the
 * renderer themselves. blocks/stories.test.tsx checks every fixture has its story.
 */

/** The export name a fixture's story must have: "Invalid: missing home_image" → "InvalidMissingHomeImage". */
export function storyExportName(fixtureName: string): string {
  return fixtureName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** The story for one fixture entry, found by its name. */
export function fixtureStory(json: unknown, name: string) {
  const fixture = blockFixtures(json).find((f) => f.name === name);
  if (!fixture) throw new Error(`No fixture named "${name}"`);
  return { parameters: { cmsSections: singleColumnPage([fixture.payload]) } };
}

/** The meta's render: the decorator renders `cmsSections` in its place. */
export const renderedFromFixture = () => <></>;
