import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once they come near the viewport, and a placeholder of the same size until
 * then: content below the fold (more lobby rows, the live bets) neither fetches nor renders while
 * the page's first screen loads. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({
  placeholder,
  children,
  rootMargin = '300px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? children : <div ref={ref}>{placeholder}</div>;
}
