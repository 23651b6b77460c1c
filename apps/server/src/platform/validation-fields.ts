import type { FieldError } from '@wheelhouse/contracts/errors';

/** The shape fastify-type-provider-zod gives each zod issue in `error.validation`. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Turns zod issues into `fields` of the error body: one entry per field, keyed by its dotted path,
 * with a `Validation.<rule>` key the web translates. The first issue of a field wins. `input` is the
 * value that was validated: a field absent from it is reported as `required` whatever zod's code.
 */
export function validationFields(
  issues: readonly ValidationIssue[],
  input?: unknown,
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    const base = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? (issue.params.keys as unknown[]) : [];
      for (const key of keys)
        setOnce(fields, [...base, String(key)].join('.'), { key: 'Validation.unknown_field' });
      continue;
    }
    const missing = input !== undefined && base.length > 0 && valueAt(input, base) === undefined;
    setOnce(
      fields,
      base.join('.') || '_',
      missing ? { key: 'Validation.required' } : ruleFor(issue),
    );
  }
  return fields;
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function setOnce(fields: Record<string, FieldError>, path: string, error: FieldError) {
  if (!(path in fields)) fields[path] = error;
}

function ruleFor(issue: ValidationIssue): FieldError {
  const { params } = issue;
  const numberParam = (value: unknown) =>
    typeof value === 'bigint' ? Number(value) : (value as number);
  switch (issue.keyword) {
    case 'invalid_type':
      // zod does not echo the input by default; its message says what it received.
      return /received undefined/.test(issue.message ?? '')
        ? { key: 'Validation.required' }
        : { key: 'Validation.invalid_type', params: { expected: String(params.expected) } };
    case 'too_small':
      if (params.origin === 'string' || params.origin === 'array') {
        return numberParam(params.minimum) === 1 && params.origin === 'string'
          ? { key: 'Validation.required' }
          : { key: 'Validation.min_length', params: { min: numberParam(params.minimum) } };
      }
      return { key: 'Validation.min', params: { min: numberParam(params.minimum) } };
    case 'too_big':
      if (params.origin === 'string' || params.origin === 'array') {
        return { key: 'Validation.max_length', params: { max: numberParam(params.maximum) } };
      }
      return { key: 'Validation.max', params: { max: numberParam(params.maximum) } };
    case 'invalid_format':
      if (params.format === 'email') return { key: 'Validation.invalid_email' };
      return { key: 'Validation.invalid_format', params: { format: String(params.format) } };
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? (params.values as unknown[]).map(String) : [];
      return { key: 'Validation.invalid_value', params: { allowed: values.join(',') } };
    }
    case 'invalid_union':
      return { key: 'Validation.invalid_value' };
    default:
      return { key: 'Validation.invalid' };
  }
}
