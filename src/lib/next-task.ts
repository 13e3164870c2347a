/**
 * Resolves in a task of its own: the browser may run input and paint before the work that follows, so a
 * start-up made of such steps is several short tasks instead of one long one (ADR 014, 038).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
