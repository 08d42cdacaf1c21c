// DOM matchers (toBeInTheDocument, toHaveTextContent, …) for the files that run in jsdom;
// the other files do not pay for loading them.
import type {} from '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

// jsdom has no pointer capture; Radix's toast calls it when userEvent's pointer events reach a toast. A real
// browser (the Playwright suite) has it: here no element ever holds the capture.
if (typeof Element !== 'undefined' && !('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}
