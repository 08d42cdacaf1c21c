// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealRegion, useRevealOnRequest } from './reveal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Region({ request }: { request: object | null }) {
  const region = useRevealOnRequest<HTMLElement>(request);
  return <section ref={region}>answer</section>;
}

describe('useRevealOnRequest', () => {
  it('scrolls the region to the top once for each request set off, not for re-renders or none', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const first = { bio: 'a' };
    const view = render(<Region request={null} />);
    expect(scrolled).not.toHaveBeenCalled();
    view.rerender(<Region request={first} />);
    view.rerender(<Region request={first} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    view.rerender(<Region request={null} />);
    view.rerender(<Region request={{ bio: 'a' }} />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('scrolls again for a Retry that sends the very same request once the first has ended', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const request = { bio: 'a' };
    const view = render(<Region request={request} />);
    view.rerender(<Region request={null} />);
    view.rerender(<Region request={request} />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});

describe('revealRegion', () => {
  it('with onlyIfBelow, leaves a region whose top is on screen or above it', () => {
    const element = document.createElement('section');
    const scrolled = vi.fn();
    element.scrollIntoView = scrolled;
    const top = (value: number) =>
      vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: value } as DOMRect);
    top(-400);
    revealRegion(element, { onlyIfBelow: true });
    top(200);
    revealRegion(element, { onlyIfBelow: true });
    expect(scrolled).not.toHaveBeenCalled();
    top(window.innerHeight + 10);
    revealRegion(element, { onlyIfBelow: true });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
