import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import moduleBoundaries from './module-boundaries.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, 'fixtures/modules');

/** Lints the fixture module map (alpha ⇄ beta in a circle; gamma reaching inside beta). */
async function problemsOf(file: string) {
  const eslint = new ESLint({
    cwd: here,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { modules: moduleBoundaries },
        rules: {
          'modules/index-only': ['error', { modulesDir }],
          'modules/no-cycle': ['error', { modulesDir }],
        },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(modulesDir, file)]);
  return result.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

describe('server module boundaries (lint)', () => {
  it('fails an import that reaches inside another module instead of its index', async () => {
    expect(await problemsOf('gamma/service.ts')).toEqual([
      {
        rule: 'modules/index-only',
        text: "module 'gamma' reaches inside module 'beta' (../beta/service); import 'beta' through its index.ts",
      },
    ]);
  });

  it('fails both ends of a circle between modules, type-only imports included', async () => {
    expect(await problemsOf('alpha/index.ts')).toEqual([
      {
        rule: 'modules/no-cycle',
        text: "module 'alpha' imports 'beta', which leads back to it: alpha → beta → alpha",
      },
    ]);
    expect(await problemsOf('beta/index.ts')).toEqual([
      {
        rule: 'modules/no-cycle',
        text: "module 'beta' imports 'alpha', which leads back to it: beta → alpha → beta",
      },
    ]);
  });

  it("lets a schema name another module's table, and a test arrange state in it", async () => {
    expect(await problemsOf('gamma/schema.ts')).toEqual([]);
    expect(await problemsOf('gamma/arrange.test.ts')).toEqual([]);
  });
});
