// DOM matchers (toBeInTheDocument, toHaveTextContent, …) for the files that run in jsdom;
// the other files do not pay for loading them.
import type {} from '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');
