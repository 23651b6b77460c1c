// Server module boundaries (ARCHITECTURE.md "Layout"), as two ESLint rules:
// - `index-only`: a module reaches another module only through its index.ts. A schema.ts may import
//   another module's schema.ts for a foreign key, and a test may read another module's table to
//   arrange or check state; nothing else may reach inside another module.
// - `no-cycle`: the module map has no circle. Unlike import/no-cycle this counts type-only imports
//   and looks at modules, not files: a.ts → b/index → b/x.ts → a/index is a circle of modules a, b.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT_SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry)) files.push(full);
  }
  return files;
}

/** The module a file belongs to (its first folder under modulesDir), or null outside it. */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** The module an import target (a resolved path without extension) lies in, or null. */
function targetModule(modulesDir, target) {
  const relative = path.relative(modulesDir, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

function resolvedTarget(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(file), specifier);
}

const isTest = (file) => /\.test\.(ts|tsx)$/.test(file);
const isSchema = (file) => path.basename(file) === 'schema.ts';

/** Module → modules it imports, from every file's import and export-from statements. */
function moduleGraph(modulesDir) {
  const graph = new Map();
  if (!existsSync(modulesDir)) return graph;
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    if (!from || isTest(file)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const target = resolvedTarget(file, match[1] ?? match[2]);
      const to = target && targetModule(modulesDir, target);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Whether `to` reaches back to `from` in the graph (so the edge from → to closes a circle). */
function reaches(graph, start, goal) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === goal) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of graph.get(current) ?? []) stack.push(next);
  }
  return false;
}

function circlePath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) break;
    for (const next of graph.get(current) ?? [])
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
  }
  const route = [];
  for (let at = goal; at !== null && at !== undefined; at = previous.get(at)) route.unshift(at);
  return route;
}

const graphs = new Map();
function cachedGraph(modulesDir) {
  // One read of the tree per lint run; ESLint's cache is per file, so a fresh process re-reads.
  if (!graphs.has(modulesDir)) graphs.set(modulesDir, moduleGraph(modulesDir));
  return graphs.get(modulesDir);
}

const schemaOption = {
  type: 'object',
  properties: { modulesDir: { type: 'string' } },
  required: ['modulesDir'],
  additionalProperties: false,
};

function importVisitors(context, check) {
  const file = context.filename;
  const modulesDir = path.resolve(context.options[0].modulesDir);
  const from = moduleOf(modulesDir, file);
  if (!from) return {};
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const target = resolvedTarget(file, node.source.value);
    if (!target) return;
    const to = targetModule(modulesDir, target);
    if (!to || to === from) return;
    check({ node, file, modulesDir, from, to, target });
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const indexOnly = {
  meta: {
    type: 'problem',
    schema: [schemaOption],
    messages: {
      viaIndex:
        "module '{{from}}' reaches inside module '{{to}}' ({{path}}); import '{{to}}' through its index.ts",
    },
  },
  create(context) {
    return importVisitors(context, ({ node, file, modulesDir, from, to, target }) => {
      const inside = path.relative(path.join(modulesDir, to), target);
      if (inside === 'index' || inside === '') return;
      if (inside === 'schema' && (isSchema(file) || isTest(file))) return;
      context.report({ node, messageId: 'viaIndex', data: { from, to, path: node.source.value } });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    schema: [schemaOption],
    messages: {
      circle: "module '{{from}}' imports '{{to}}', which leads back to it: {{route}}",
    },
  },
  create(context) {
    if (isTest(context.filename)) return {};
    return importVisitors(context, ({ node, modulesDir, from, to }) => {
      const graph = cachedGraph(modulesDir);
      if (!reaches(graph, to, from)) return;
      const route = [from, ...circlePath(graph, to, from)].join(' → ');
      context.report({ node, messageId: 'circle', data: { from, to, route } });
    });
  },
};

export default { rules: { 'index-only': indexOnly, 'no-cycle': noCycle } };
