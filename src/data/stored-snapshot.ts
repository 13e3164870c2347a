/**
 * The guest's mirrored browser storage the server drew a page with (ADR 024): the app provides it around
 * the server's render and the browser's hydration of it, so that both draw the same bag and address.
 */
export { StoredSnapshotProvider, type StoredSnapshot } from '@/lib/storage';
