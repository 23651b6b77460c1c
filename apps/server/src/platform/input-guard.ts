import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { AppError } from './errors';

/**
 * Text no field of ours may hold: C0 control characters other than tab, line feed and carriage
 * return (NUL above all: PostgreSQL cannot store it in text or jsonb, so it would fail the query),
 * and UTF-16 surrogate halves without their pair (not Unicode text; UTF-8 cannot encode them).
 */
const UNSAFE_TEXT =
  /[^\t\n\r\u0020-\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

type Unsafe = { path: string; error: FieldError };

const UNSAFE_TEXT_ERROR: FieldError = {
  key: 'Validation.invalid_format',
  params: { format: 'text' },
};

/**
 * The first unsafe part of `value` with its dotted path (`_` for the value itself): a string or
 * object key holding unsafe text, or a number JSON could spell but a double cannot hold (`1e400`
 * parses to Infinity). Iterative, so no nesting depth a body can reach overflows the stack.
 */
export function firstUnsafeInput(value: unknown): Unsafe | undefined {
  // Each node knows its parent, so a path is spelled out only for the one that is reported: the
  // walk stays linear in the size of the input however deep it nests.
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pathOf = (node: Node | undefined, last?: string) => {
    const segments = last === undefined ? [] : [last];
    for (let at = node; at?.key !== undefined; at = at.parent) segments.push(at.key);
    return segments.reverse().join('.') || '_';
  };
  const pending: Node[] = [{ value }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const current = node.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { path: pathOf(node), error: UNSAFE_TEXT_ERROR };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current))
        return { path: pathOf(node), error: { key: 'Validation.invalid' } };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        if (isUnsafeText(key))
          return {
            path: pathOf(node, key.replace(new RegExp(UNSAFE_TEXT, 'g'), '?')),
            error: UNSAFE_TEXT_ERROR,
          };
        pending.push({ value: entry, key, parent: node });
      }
    }
  }
  return undefined;
}

/** Throws the 400 validation_error for the first unsafe part of `value` (see firstUnsafeInput). */
export function assertSafeInput(value: unknown): void {
  const unsafe = firstUnsafeInput(value);
  if (unsafe) throw new AppError('validation_error', { fields: { [unsafe.path]: unsafe.error } });
}

/**
 * Refuses unsafe text in any path parameter, query value or body string (keys included), and
 * non-finite numbers in bodies, on every route, with 400 validation_error naming the field, before
 * the route's own validation. The
 * routes' schemas say what each value may be; this holds for all of them, so no NUL byte or lone
 * surrogate ever reaches the database, a file name or a log line. Runs after the auth guards
 * (onRequest) and after the body is parsed.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertSafeInput(request.params);
    assertSafeInput(request.query);
    if (request.body !== undefined) assertSafeInput(request.body);
  });
}

export const inputGuard = fp(inputGuardPlugin, { name: 'input-guard' });
