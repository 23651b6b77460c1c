/**
 * The sportsbook's tables, collected here for drizzle-kit (its config reads `modules/*\/schema.ts`):
 * each sub-feature folder owns its own schema.ts.
 */
export * from './catalogue/schema';
export * from './bets/schema';
