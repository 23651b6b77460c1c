import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { operatorSettings } from './schema';

/**
 * Drizzle's jsonb reader JSON-parses a string value a second time ("2500.50" would come back as the
 * number 2500.5), so values are read as text and parsed here.
 */
const valueText = sql<string>`${operatorSettings.value}::text`;

function parsed(rows: Array<{ key: string; value: string }>): Map<string, unknown> {
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

/** The only code that touches operator_settings. */
export function settingsRepository(db: Database) {
  return {
    async value(key: string, executor: Database = db): Promise<unknown> {
      const [row] = await executor
        .select({ value: valueText })
        .from(operatorSettings)
        .where(eq(operatorSettings.key, key))
        .limit(1);
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },

    async values(executor: Database = db): Promise<Map<string, unknown>> {
      return parsed(
        await executor
          .select({ key: operatorSettings.key, value: valueText })
          .from(operatorSettings),
      );
    },

    /** The stored values of `keys`, their rows locked until the transaction ends. */
    async valuesForUpdate(keys: string[], executor: Database): Promise<Map<string, unknown>> {
      return parsed(
        await executor
          .select({ key: operatorSettings.key, value: valueText })
          .from(operatorSettings)
          .where(inArray(operatorSettings.key, keys))
          .for('update'),
      );
    },

    async upsert(
      row: { key: string; value: unknown; updatedBy: number; updatedAt: Date },
      executor: Database,
    ): Promise<void> {
      // Drizzle hands a bare string to jsonb unquoted ("2500.50" would become a number).
      await executor
        .insert(operatorSettings)
        .values({ ...row, value: sql`${JSON.stringify(row.value)}::jsonb` })
        .onConflictDoUpdate({
          target: operatorSettings.key,
          set: {
            value: sql`excluded.value`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },
  };
}
