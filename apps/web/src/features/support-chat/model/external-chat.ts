import type { WebimUser } from '@wheelhouse/contracts/users';

/** What an external (Webim-style) chat script exposes once loaded; all optional. */
interface ExternalChatWindow {
  webim_visitor?: WebimUser;
  webim?: { api?: { chat?: { start?: () => void } } };
}

let loading: Promise<void> | undefined;

/**
 * Loads the operator's chat script once (with the signed visitor identity set first, as such
 * scripts read it on load) and asks it to open its chat. Rejects when the script cannot load.
 */
export function openExternalChat(scriptUrl: string, visitor: WebimUser | null): Promise<void> {
  const target = window as unknown as ExternalChatWindow;
  if (visitor) target.webim_visitor = visitor;
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('support chat script failed to load'));
    };
    document.head.append(script);
  });
  return loading.then(() => target.webim?.api?.chat?.start?.());
}
