/**
 * The reference back office's tables (docs/decisions/003-server-stack.md). CMS content is stored in
 * the strict, already-validated page model (StoredPageSchema / SectionListSchema output) as JSON, so
 * what the API serves always parses; catalogue and newsletter data are relational.
 */

// One file per domain under ./schema/; this index keeps every `../db/schema` import and drizzle-kit's
// `schema` path (drizzle.config.ts) working unchanged.
export * from './schema/content';
export * from './schema/catalogue';
export * from './schema/appointments';
export * from './schema/mail';
export * from './schema/customers';
export * from './schema/bag';
export * from './schema/checkout';
export * from './schema/orders';
