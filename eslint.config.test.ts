import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each boundary of eslint.config.js fires on a line that crosses it, and stays quiet on the line that does
 * the same thing the intended way (docs/decisions/016-where-things-go.md). The files named here need not
 * exist: ESLint picks the rules by path, and the imports resolve to real modules.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const crossing = (rule: string) => expect.arrayContaining([expect.stringContaining(rule)]);

describe('a fetch or storage access outside its domain home fails lint', () => {
  it.each([
    [
      'src/features/search/components/probe.tsx',
      "export const f = () => fetch('/web-api/dashboard');",
      'no-restricted-globals',
    ],
    [
      'blocks/heading/probe.tsx',
      "export const f = () => localStorage.getItem('CART_SESSION');",
      'no-restricted-globals',
    ],
    ['src/app/probe.tsx', 'export const f = () => window.sessionStorage.clear();', 'no-restricted-properties'],
    ['src/components/ui/probe.tsx', "export { isAxiosError } from 'axios';", 'no-restricted-imports'],
    [
      'src/features/search/components/probe.tsx',
      "export { callApi } from '@/lib/api-client';",
      'import-x/no-restricted-paths',
    ],
    ['blocks/product-list/probe.tsx', "export { callApi } from '@/data/call-api';", 'import-x/no-restricted-paths'],
    ['blocks/product-list/probe.tsx', "export { storedValue } from '@/lib/storage';", 'import-x/no-restricted-paths'],
    ['src/renderer/probe.tsx', "export { http } from '@/lib/http';", 'import-x/no-restricted-paths'],
  ])('%s: %s', async (file, code, rule) => {
    expect(await problems(file, code)).toEqual(crossing(rule));
  });

  it('lets the data homes make calls and keep storage', async () => {
    expect(
      await problems(
        'src/data/cart/probe.ts',
        "export { callApi } from '@/data/call-api';\nexport { storedValue } from '@/lib/storage';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/features/search/components/probe.tsx',
        "export { useCartCount } from '@/data/cart/cart-session';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'blocks/product-list/probe.tsx',
        "export { productListQueryOptions } from '@/data/catalogue/product-list';",
      ),
    ).toEqual([]);
  });
});

describe('the layers point one way', () => {
  it.each([
    ['a block importing another block', 'blocks/accordion/probe.tsx', "export { Tabs } from '@blocks/tabs/tabs';"],
    ['the renderer importing a block', 'src/renderer/probe.tsx', "export { Heading } from '@blocks/heading/heading';"],
    [
      'the renderer importing the block registry',
      'src/renderer/probe.tsx',
      "export { cmsBlocks } from '@blocks/registry';",
    ],
    ['the renderer importing a data home', 'src/renderer/probe.tsx', "export { useMenu } from '@/data/content/menu';"],
    [
      'a data home importing a component',
      'src/data/content/probe.ts',
      "export { Alert } from '@/components/ui/alert';",
    ],
    [
      'a data home importing a feature',
      'src/data/content/probe.ts',
      "export { Header } from '@/features/navigation/components/header';",
    ],
    ['src/lib importing a data home', 'src/lib/probe.ts', "export { userToken } from '@/data/account/user-token';"],
    [
      'a feature importing another feature',
      'src/features/footer/probe.tsx',
      "export { Header } from '@/features/navigation/components/header';",
    ],
    [
      'a feature importing a block',
      'src/features/footer/probe.tsx',
      "export { Heading } from '@blocks/heading/heading';",
    ],
    ['a block importing the app', 'blocks/heading/probe.tsx', "export { appRegistry } from '@/app/block-registry';"],
    ['the server importing the app', 'server/probe.ts', "export { pageRoutes } from '../src/app/route-table';"],
  ])('%s fails lint', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual(crossing('import-x/no-restricted-paths'));
  });

  it('lets blocks and features use the renderer, the data homes, UI and lib', async () => {
    const code = [
      "export { defineBlock } from '@/renderer/define-block';",
      "export { useMenu } from '@/data/content/menu';",
      "export { Alert } from '@/components/ui/alert';",
      "export { mediaUrl } from '@/lib/media';",
    ].join('\n');
    expect(await problems('blocks/heading/probe.tsx', code)).toEqual([]);
    expect(await problems('src/features/footer/probe.tsx', code)).toEqual([]);
    expect(await problems('src/app/probe.tsx', "export { cmsBlocks } from '@blocks/registry';")).toEqual([]);
  });
});

describe('a control turned off by `disabled` while its own action runs fails lint (ADR 046)', () => {
  it.each([
    ['<button type="button" disabled={busy} onClick={go}>Remove</button>'],
    ['<button type="submit" disabled={save.isPending}>Save</button>'],
    ['<button type="submit" disabled={sent || send.isPending}>Send</button>'],
  ])('%s', async (jsx) => {
    const code = `declare const busy: boolean, go: () => void, sent: boolean;
declare const save: { isPending: boolean }, send: { isPending: boolean };
export const F = () => ${jsx};`;
    expect(await problems('src/features/cart/components/probe.tsx', code)).toEqual(crossing('no-restricted-syntax'));
  });

  it('lets heldWhileBusy keep it, and `disabled` say the control has nothing to do', async () => {
    const code = `import { heldWhileBusy } from '@/components/ui/held-while-busy';
declare const busy: boolean, go: () => void, empty: boolean;
export const F = () => <button type="button" disabled={empty} {...heldWhileBusy(busy, go)}>Pay Now</button>;`;
    expect(await problems('src/features/checkout/components/probe.tsx', code)).toEqual([]);
  });
});
