import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpErrors';

/** Deepest nesting of arrays and objects a request may carry. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Finds what PostgreSQL or a recursive validator cannot take: the NUL character (refused in
 * `text` and `jsonb`) and nesting deep enough to exhaust the stack. Walks without recursion.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return 'Text must not contain the NUL character.';
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return `The request is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
    const children = Array.isArray(item.value) ? item.value : Object.entries(item.value).flat();
    for (const child of children) stack.push({ value: child, depth: item.depth + 1 });
  }
  return null;
}

/** Refuses, with a 400, query strings and bodies that carry such values. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.body);
    done(problem ? badRequest(problem) : undefined);
  });
}
