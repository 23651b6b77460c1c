// Tells the casino's page that this frame is ours and up. A browser fires the frame's load event on
// its own error page too, so the casino waits for this message, not for the load, before it hides
// its loading state; without it in time, it says the provider is down.
if (window.parent !== window) window.parent.postMessage({ type: 'provider:ready' }, '*');
