import type { ComponentPropsWithRef, ReactNode } from 'react';

/** The home page's first section, also prerendered into the server's HTML. */
export const HOME_PAGE_CLASS = 'flex flex-col gap-6';

export function HomeHeroSection({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden rounded-3xl border border-slate-800 bg-gradient-to-br from-indigo-950 via-slate-900 to-slate-950 p-6 sm:p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-amber-400/20 blur-3xl"
      />
      {children}
    </section>
  );
}

/**
 * A signed-in player's first section: the greeting. Also prerendered per language with a
 * `{{name}}` placeholder the server fills in for a request with a session.
 */
export function PlayerHero({ greeting, text }: { greeting: string; text: string }) {
  return (
    <HomeHeroSection>
      <div className="relative max-w-xl">
        <h1 className="text-3xl font-extrabold wrap-anywhere text-white sm:text-5xl">{greeting}</h1>
        <p className="mt-4 text-base text-slate-300 sm:text-lg">{text}</p>
      </div>
    </HomeHeroSection>
  );
}

export interface GuestHeroText {
  headline: string;
  text: string;
  register: string;
  signIn: string;
}

/**
 * A button in the app; a link (`?auth=…`, which opens the same modal) in the prerendered HTML,
 * where it works before the app's JavaScript has loaded.
 */
export type HeroAction = { onClick: () => void } | { href: string };

function HeroActionElement({
  action,
  className,
  children,
}: {
  action: HeroAction;
  className: string;
  children: ReactNode;
}) {
  if ('href' in action)
    return (
      <a href={action.href} className={className}>
        {children}
      </a>
    );
  return (
    <button type="button" onClick={action.onClick} className={className}>
      {children}
    </button>
  );
}

export function GuestHero({
  text,
  register,
  signIn,
  actionsProps,
}: {
  text: GuestHeroText;
  register: HeroAction;
  signIn: HeroAction;
  /** Props for the actions' row (the auth modals' prefetch on intent). */
  actionsProps?: ComponentPropsWithRef<'div'>;
}) {
  return (
    <HomeHeroSection>
      <div className="relative max-w-xl">
        <h1 className="text-3xl font-extrabold text-white sm:text-5xl">{text.headline}</h1>
        <p className="mt-4 text-base text-slate-300 sm:text-lg">{text.text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row" {...actionsProps}>
          <HeroActionElement
            action={register}
            className="rounded-xl bg-amber-400 px-5 py-3 text-center font-semibold text-slate-950 hover:bg-amber-300"
          >
            {text.register}
          </HeroActionElement>
          <HeroActionElement
            action={signIn}
            className="rounded-xl border border-slate-600 px-5 py-3 text-center font-semibold text-white hover:bg-slate-800"
          >
            {text.signIn}
          </HeroActionElement>
        </div>
      </div>
    </HomeHeroSection>
  );
}
