/** The messenger version from which the shell asks for full screen and tracks insets (spec §9). */
export const FULL_SCREEN_VERSION = 8;

/** Whether `version` ("7.10", "8.0") is at least `major`. */
export function versionAtLeast(version: string | undefined, major: number): boolean {
  const first = Number.parseInt(version ?? '', 10);
  return Number.isFinite(first) && first >= major;
}

export interface ShellPlan {
  /** Request full screen and track the safe-area and content-safe-area insets. */
  fullScreen: boolean;
  /** Keep the device's safe area in CSS: not on macOS, whose window has no notch or home bar. */
  safeArea: boolean;
}

/** Shell spec §4 "Messenger mini-app mode": what the shell does for a messenger version and client. */
export function shellPlan(launch: { version: string | undefined; platform: string | undefined }) {
  const fullScreen = versionAtLeast(launch.version, FULL_SCREEN_VERSION);
  return { fullScreen, safeArea: fullScreen && launch.platform !== 'macos' } satisfies ShellPlan;
}

/**
 * The CSS variable the layout reads for one of the SDK's viewport values (index.css), or '' to
 * leave it out: only the insets are wanted, and the safe area only where the plan keeps it.
 */
export function insetCssVar(key: string, plan: ShellPlan): string {
  const safe = /^safeAreaInset(Top|Bottom|Left|Right)$/.exec(key);
  if (safe) return plan.safeArea ? `--tg-viewport-safe-area-inset-${safe[1]!.toLowerCase()}` : '';
  const content = /^contentSafeAreaInset(Top|Bottom|Left|Right)$/.exec(key);
  if (content) return `--tg-viewport-content-safe-area-inset-${content[1]!.toLowerCase()}`;
  return '';
}

/**
 * The messenger's back button: hidden on the locale home ("/en", "/en/"; the app keeps every page
 * under its locale prefix), shown elsewhere.
 */
export function backButtonVisible(pathname: string): boolean {
  return !/^\/[^/]+\/?$/.test(pathname);
}
