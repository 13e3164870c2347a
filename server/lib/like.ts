/** Makes `%`, `_` and `\` literal in a LIKE/ILIKE pattern (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);
