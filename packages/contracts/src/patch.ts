import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * The PATCH body of a create schema: every field optional, defaults taken off. In zod 4 a
 * default inside `.partial()` still fills a missing field, so a PATCH naming one field would reset
 * every other field to its default.
 */
export function patchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  ) as { [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>> };
  return z.object(fields).strict();
}
