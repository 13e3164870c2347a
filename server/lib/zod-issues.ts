import type { z } from 'zod';

/** `['browser', 2, 'has_many_home_inner', 0]` → `browser[2].has_many_home_inner[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** Field messages for a 400 answer, in the schema's order (ValidationErrorSchema in schemas/contract.ts). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = formatPath(issue.path) || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** One line per issue, `path: message`, for start-up failures an operator has to read. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `  ${formatPath(issue.path) || '(root)'}: ${issue.message}`).join('\n');
}
