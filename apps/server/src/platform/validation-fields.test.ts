import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationFields, type ValidationIssue } from './validation-fields';

/** The same shape fastify-type-provider-zod builds from zod issues. */
function issuesOf(schema: z.ZodType, input: unknown): ValidationIssue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
  });
}

const schema = z
  .object({
    email: z.email(),
    password: z.string().min(8).max(64),
    age: z.number().int().min(18),
    language: z.enum(['en', 'ru']),
    nested: z.object({ name: z.string() }).optional(),
  })
  .strict();

describe('validationFields', () => {
  it('maps zod issues to Validation.<rule> keys with params', () => {
    const input = {
      email: 'x',
      password: 'short',
      age: 'old',
      language: 'de',
      nested: { name: 3 },
      extra: 1,
    };
    expect(validationFields(issuesOf(schema, input), input)).toEqual({
      email: { key: 'Validation.invalid_email' },
      password: { key: 'Validation.min_length', params: { min: 8 } },
      age: { key: 'Validation.invalid_type', params: { expected: 'number' } },
      language: { key: 'Validation.invalid_value', params: { allowed: 'en,ru' } },
      'nested.name': { key: 'Validation.invalid_type', params: { expected: 'string' } },
      extra: { key: 'Validation.unknown_field' },
    });
  });

  it('reports absent fields as required, whatever their type', () => {
    expect(validationFields(issuesOf(schema, {}), {})).toEqual({
      email: { key: 'Validation.required' },
      password: { key: 'Validation.required' },
      age: { key: 'Validation.required' },
      language: { key: 'Validation.required' },
    });
  });

  it('maps maximums and numeric minimums', () => {
    const input = { email: 'a@b.co', password: 'x'.repeat(65), age: 3, language: 'en' };
    expect(validationFields(issuesOf(schema, input), input)).toEqual({
      password: { key: 'Validation.max_length', params: { max: 64 } },
      age: { key: 'Validation.min', params: { min: 18 } },
    });
  });
});
