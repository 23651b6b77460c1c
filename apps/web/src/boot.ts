/**
 * The page's only script in index.html (the build moves the app's entry script and its module
 * preloads into `<template id="app-scripts">`, see vite/defer-app-scripts.ts). A page the server
 * sent with a prerendered first paint (the guest home's first section) is painted before the app's
 * JavaScript is even asked for, so the paint waits for nothing but the HTML and the CSS; a page
 * without one (its root is empty, nothing to show before the app renders) starts the app at once.
 * The app's scripts start after the first contentful paint, which costs at most a frame.
 */
const APP_SCRIPTS_ID = 'app-scripts';

/** Adds the template's tags to the head as live elements: the preloads start, the entry runs. */
function startApp(): void {
  const template = document.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // Elements parsed inside a template never run: new ones with the same attributes do, added
  // to the head in one go.
  const live = Array.from(template.content.children, (inert) => {
    const element = document.createElement(inert.tagName.toLowerCase());
    for (const { name, value } of Array.from(inert.attributes)) element.setAttribute(name, value);
    return element;
  });
  document.head.append(...live);
}

/** Calls `then` once the page has painted its first content (or cannot, or is not looked at). */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  // A tab in the background does not paint until it is shown: nothing to wait for.
  if (document.visibilityState !== 'visible') return once();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A paint that never comes (the first section hidden by a user style, say) does not keep the
  // app from starting: a few frames at most.
  setTimeout(() => {
    observer.disconnect();
    once();
  }, 100);
}

const root = document.getElementById('root');
if (root?.firstElementChild) afterFirstPaint(startApp);
else startApp();
