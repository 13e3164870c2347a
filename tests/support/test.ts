import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: fails a journey whose page threw an uncaught error (a white page in waiting),
 * even when every assertion passed.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
