/**
 * The classes of the shell's frame around a page, shared with the prerendered first paint
 * (scripts/prerender-first-paint.tsx): the server's HTML puts the home page's first section
 * exactly where the app will render it, so nothing moves when the app takes over.
 */
export const SHELL_ROOT_CLASS = 'min-h-dvh bg-slate-950 text-slate-100';
/** Header and page clear the top inset (index.css: 0 on the web, the messenger's in full screen). */
export const SHELL_HEADER_BAR_CLASS =
  'fixed inset-x-0 top-0 z-30 flex h-[calc(4rem+var(--app-inset-top))] items-center gap-3 border-b border-slate-800 bg-slate-950/90 px-3 pt-[var(--app-inset-top)] backdrop-blur sm:px-5';
export const SHELL_MAIN_CLASS =
  'px-3 pt-[calc(5rem+var(--app-inset-top))] pb-28 sm:px-5 md:pb-10 md:pl-[17.25rem]';
export const SHELL_CONTENT_CLASS = 'mx-auto w-full max-w-6xl';
