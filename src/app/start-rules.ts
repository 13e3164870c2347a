/**
 * The app's rules (its schemas, the domain and zod), evaluated in a task of their own between React and
 * the rest of the app (ADR 038). Importing one of them evaluates their whole file.
 */
export { SectionShellSchema } from '@schemas/cms';
