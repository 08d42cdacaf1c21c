// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoachSourceNote, isOfflinePart } from './coach-source-note';

afterEach(cleanup);

describe('CoachSourceNote', () => {
  it('says when the offline coach answered because the model failed, and that it was free', () => {
    render(<CoachSourceNote source={{ engine: 'offline', fallback: true, offlineParts: [] }} />);
    expect(screen.getByTestId('coach-source').textContent).toMatch(/Offline coach.*did not answer.*was free/);
  });

  it('says when the offline coach is how Datewise is set up', () => {
    render(<CoachSourceNote source={{ engine: 'offline', fallback: false, offlineParts: [] }} />);
    expect(screen.getByTestId('coach-source').textContent).toMatch(/no AI language model/);
  });

  it('counts the parts the offline coach filled in a model answer, and is silent for a whole one', () => {
    const { rerender, container } = render(
      <CoachSourceNote source={{ engine: 'model', fallback: false, offlineParts: ['improvedBio', 'messages.2'] }} />,
    );
    expect(screen.getByTestId('coach-source').textContent).toMatch(/left 2 parts out/);
    rerender(<CoachSourceNote source={{ engine: 'model', fallback: false, offlineParts: [] }} />);
    expect(container.innerHTML).toBe('');
    expect(isOfflinePart({ engine: 'model', fallback: false, offlineParts: ['improvedBio'] }, 'improvedBio')).toBe(
      true,
    );
    expect(isOfflinePart({ engine: 'offline', fallback: true, offlineParts: [] }, 'improvedBio')).toBe(false);
  });
});
