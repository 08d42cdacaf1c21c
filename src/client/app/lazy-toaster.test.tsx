// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../components/ui/use-toast';
import { LazyToaster } from './lazy-toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('LazyToaster', () => {
  it('renders nothing until a notice is raised, then shows it in the labelled region', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    });
    // The toast view is a lazy chunk: on a loaded machine its import can take more than the default second.
    expect(
      await screen.findByText('You are logged out. Logging in again...', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notification/ })).toBeInTheDocument();
  });
});
