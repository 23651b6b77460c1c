import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInAppLink, type Banner } from '@wheelhouse/contracts/banners';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useLocalizedPath } from '../../../../lib/use-locale';
import { closeWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { useBanners } from '../../api/get-banners';

/** How long each banner stays before the next, while nobody hovers or focuses the carousel. */
export const BANNER_ADVANCE_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const className =
    'block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sky-400';
  if (!banner.linkUrl) return <div className="h-full">{children}</div>;
  if (isInAppLink(banner.linkUrl))
    return (
      // The page changes behind the panel; the panel closes so the player sees it.
      <Link to={localized(banner.linkUrl)} onClick={closeWalletPanel} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({t('wallet.banners.new_tab')})</span>
    </a>
  );
}

function Slide({
  banner,
  index,
  count,
  current,
}: {
  banner: Banner;
  index: number;
  count: number;
  current: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-roledescription={t('wallet.banners.slide')}
      aria-label={t('wallet.banners.position', { index: index + 1, count })}
      data-testid="banner-slide"
      // Slides out of view take no focus: Tab reaches the visible banner, then the controls.
      inert={!current}
      className="min-w-0 shrink-0 grow-0 basis-full"
    >
      <BannerLink banner={banner}>
        <div className="relative aspect-[3/1] overflow-hidden rounded-xl bg-slate-800">
          <img
            src={banner.imageUrl}
            alt=""
            draggable={false}
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div className="absolute inset-0 flex flex-col justify-center gap-1 bg-gradient-to-r from-black/60 to-transparent pr-[40%] pl-11">
            <span className="text-base leading-tight font-bold text-white sm:text-lg">
              {banner.title}
            </span>
            {banner.subtitle ? (
              <span className="text-xs leading-snug text-slate-100 sm:text-sm">
                {banner.subtitle}
              </span>
            ) : null}
          </div>
        </div>
      </BannerLink>
    </div>
  );
}

function ArrowButton({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t(`wallet.banners.${direction}`)}
      data-testid={`banner-${direction}`}
      className={`absolute top-1/2 ${direction === 'previous' ? 'left-1' : 'right-1'} grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: banners.length > 1 });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const several = banners.length > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      const target = (index + banners.length) % banners.length;
      // Embla animates; without it (tests, first paint) the dots still follow.
      embla?.scrollTo(target, reducedMotion);
      setSelected(target);
    },
    [embla, banners.length, reducedMotion],
  );

  // Nothing moves before Embla has measured the slides.
  const paused = hovered || focused || reducedMotion || !several || !embla;
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => goTo(selected + 1), BANNER_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, goTo, selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || !several) return;
    event.preventDefault();
    goTo(selected + step);
  };

  return (
    <section
      aria-roledescription={t('wallet.banners.carousel')}
      aria-label={t('wallet.banners.label')}
      data-testid="banner-carousel"
      data-ready={embla ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex flex-col gap-2"
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden rounded-xl">
          <div className="flex touch-pan-y" aria-live={paused ? 'polite' : 'off'}>
            {banners.map((banner, index) => (
              <Slide
                key={banner.id}
                banner={banner}
                index={index}
                count={banners.length}
                current={index === selected}
              />
            ))}
          </div>
        </div>
        {several ? (
          <>
            <ArrowButton direction="previous" onClick={() => goTo(selected - 1)} />
            <ArrowButton direction="next" onClick={() => goTo(selected + 1)} />
          </>
        ) : null}
      </div>
      {several ? (
        <div className="flex justify-center gap-1.5">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              onClick={() => goTo(index)}
              aria-label={t('wallet.banners.go_to', { index: index + 1, count: banners.length })}
              aria-current={index === selected ? 'true' : undefined}
              data-testid="banner-dot"
              className="group grid h-6 w-6 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none"
            >
              <span
                className={`block h-1.5 rounded-full transition-all ${index === selected ? 'w-4 bg-white' : 'w-1.5 bg-slate-500 group-hover:bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The banner carousel at the top of the wallet (cashier spec §1): swipe on touch, arrows and dots
 * by keyboard, auto-advance paused on hover or focus and off for reduced motion. It is decoration:
 * while loading a skeleton holds its place; empty or failed, it is simply not there.
 */
export function BannerCarousel({ place = 'wallet' }: { place?: string }) {
  const { t } = useTranslation();
  const banners = useBanners(place);
  if (banners.isPending)
    return (
      <div role="status" data-testid="banner-skeleton">
        <Skeleton className="aspect-[3/1] w-full rounded-xl" />
        <span className="sr-only">{t('wallet.banners.loading')}</span>
      </div>
    );
  if (banners.isError || banners.data.items.length === 0) return null;
  return <Carousel banners={banners.data.items} />;
}
