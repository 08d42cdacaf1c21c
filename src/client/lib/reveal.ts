import { useEffect, useRef, type RefObject } from 'react';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls an answer's region so its top shows under the sticky header (the region's `scroll-margin-top`
 * says how far). `onlyIfBelow`: leave it where it is when its top is already on screen or above it (the
 * reader has scrolled into it).
 */
export function revealRegion(element: HTMLElement | null, { onlyIfBelow = false }: { onlyIfBelow?: boolean } = {}) {
  // jsdom has no scrolling.
  if (!element || typeof element.scrollIntoView !== 'function') return;
  if (onlyIfBelow && element.getBoundingClientRect().top < window.innerHeight) return;
  element.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Brings a tool's answer into view when it starts to arrive: each time `request` becomes truthy (a request set
 * off, a Retry of the same request included), its region is scrolled to the top of the screen, so on a phone the
 * answer streams in where the reader is looking instead of below the form.
 */
export function useRevealOnRequest<T extends HTMLElement>(request: unknown): RefObject<T | null> {
  const region = useRef<T>(null);
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!request) {
      shown.current = undefined; // the request ended: the next one, even with the same body, is new
      return;
    }
    if (request === shown.current) return;
    shown.current = request;
    revealRegion(region.current);
  }, [request]);
  return region;
}
