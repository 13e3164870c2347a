import { renderingPages } from '../../bench/server';
import { E2E_PORT } from '../../playwright.config';

/**
 * The journeys start once the server draws its pages, not at its first answer. A start serves pages unrendered
 * while its renderer warms up (ADR 014, 056), and a journey that met such a page would test the warm-up instead
 * of the store (ADR 054's home-page journey on PostgreSQL). Playwright starts the web server before this runs.
 */
export default async function globalSetup(): Promise<void> {
  await renderingPages(E2E_PORT, 60_000);
}
