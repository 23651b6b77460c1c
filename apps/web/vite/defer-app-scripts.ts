import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The template src/boot.ts reads the app's scripts from. */
export const APP_SCRIPTS_ID = 'app-scripts';

const BOOT = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

// The tags Vite writes into the built index.html for the entry: the module script and the
// preloads of its static imports.
const APP_SCRIPT_TAG =
  /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*><\/script>\s*|<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>\s*/gi;

/**
 * Production build only: the app's entry script and its module preloads go into an inert
 * `<template id="app-scripts">` in the head, and the page's one script becomes a small boot chunk
 * (src/boot.ts) that adds them once the prerendered first paint is on screen (at once when the page
 * has none). So a page's first paint waits for the HTML and the CSS alone. The template keeps the
 * tags as Vite wrote them: the JavaScript budget (scripts/check-js-budget.mjs) reads them there.
 */
export function deferAppScripts(): Plugin {
  return {
    name: 'wheelhouse:defer-app-scripts',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: BOOT, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === BOOT,
        );
        if (!boot) throw new Error('defer-app-scripts: the boot chunk is missing from the bundle');
        // The preloads first, so they are asked for before the entry's own imports are found.
        const tags = (html.match(APP_SCRIPT_TAG) ?? [])
          .map((tag) => tag.trim())
          .sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
        if (!tags.some((tag) => tag.startsWith('<script')))
          throw new Error('defer-app-scripts: index.html has no module entry script');
        const rest = html.replace(APP_SCRIPT_TAG, '');
        const head = [
          `<template id="${APP_SCRIPTS_ID}">${tags.join('')}</template>`,
          `<script type="module" crossorigin src="/${boot.fileName}"></script>`,
        ].join('\n    ');
        return rest.replace(/<\/head>/i, `  ${head}\n  </head>`);
      },
    },
  };
}
