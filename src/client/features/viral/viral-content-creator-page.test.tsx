// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, testUser } from '../../../test/client/render-screen';
import { ViralContentCreatorPage } from './viral-content-creator-page';

/** The notice on screen, if any (a dismissed one stays in the store, closed). */
const openToast = () => getToastState().toasts.find((t) => t.open);
const templateNotice = (name: string) => ({
  title: 'Template Coming Soon!',
  description: `${name} template will be available in the next update. Stay tuned!`,
});

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<ViralContentCreatorPage />', () => {
  it('shows the heading, the way back to Viral Features and the preview note', () => {
    renderScreen(<ViralContentCreatorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Viral Content Creator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Viral Features' }).getAttribute('href')).toBe('/viral-features');
    expect(screen.getByText(/Preview: these features are on their way/)).toBeInTheDocument();
  });

  it('never gives a creator story the user first name', () => {
    renderScreen(<ViralContentCreatorPage />, { user: testUser({ firstName: 'Maya' }) });
    const stories = screen.getAllByTestId('creator-story').map((story) => story.textContent);
    expect(stories.join(' ')).not.toContain('Maya');
    expect(stories.join(' ')).toContain('Leo, 34');
  });

  it('shows six template cards, four creation tools and three creator stories', () => {
    renderScreen(<ViralContentCreatorPage />);
    const cards = screen.getAllByTestId('template-card');
    expect(cards).toHaveLength(6);
    expect(screen.getAllByTestId('creation-tool')).toHaveLength(4);
    expect(screen.getAllByTestId('creator-story')).toHaveLength(3);
    for (const card of cards) {
      expect(card.textContent).toMatch(/TikTok|Instagram/);
      expect(card.textContent).toMatch(/[\d.]+[KM]? views/);
      expect(card.textContent).toMatch(/[\d.]+% engagement/);
      expect(card.textContent).toContain('Audio:');
      expect(within(card).getAllByText(/^#\w+$/).length).toBeGreaterThan(0);
    }
    const platforms = cards.map((card) => within(card).getByText(/^(TikTok|Instagram)$/).textContent);
    expect(new Set(platforms)).toEqual(new Set(['TikTok', 'Instagram']));
    const first = screen.getByRole('article', { name: 'Green Flags Only' });
    expect(first.textContent).toContain('2.3M views');
    expect(first.textContent).toContain('11.8% engagement');
    expect(first.textContent).toContain('Sunny acoustic loop');
    expect(within(first).getByRole('list', { name: 'Green Flags Only hashtags' }).textContent).toBe(
      '#greenflags#datingtips#datewise',
    );
    expect(
      screen.getAllByRole('button', { name: /^Try / }).map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Try Caption Writer',
      'Try Storyboard Planner',
      'Try Hashtag Finder',
      'Try Privacy Blur',
      'Try this template: Opener Hall of Fame',
      'Try this template: Budget Date Challenge',
      'Try this template: Bio Glow-Up Reveal',
    ]);
  });

  it('answers Use Template, download and share with the "Template Coming Soon!" notice', async () => {
    renderScreen(<ViralContentCreatorPage />);
    await user.click(screen.getByRole('button', { name: 'Use Template: First Date POV' }));
    expect(openToast()).toMatchObject({
      title: 'Template Coming Soon!',
      description: 'First Date POV template will be available in the next update. Stay tuned!',
    });
    await user.click(screen.getByRole('button', { name: 'Download the Budget Date Challenge template' }));
    expect(openToast()).toMatchObject(templateNotice('Budget Date Challenge'));
    await user.click(screen.getByRole('button', { name: 'Share the Red Flag or Dealbreaker? template' }));
    expect(openToast()).toMatchObject(templateNotice('Red Flag or Dealbreaker?'));
  });

  it('answers the "Try ..." buttons of tools and stories with the same notice', async () => {
    renderScreen(<ViralContentCreatorPage />);
    await user.click(screen.getByRole('button', { name: 'Try Privacy Blur' }));
    expect(openToast()).toMatchObject(templateNotice('Privacy Blur'));
    await user.click(screen.getByRole('button', { name: 'Try this template: Bio Glow-Up Reveal' }));
    expect(openToast()).toMatchObject(templateNotice('Bio Glow-Up Reveal'));
  });

  it('gives every icon-only button a name that says which template it is for', () => {
    renderScreen(<ViralContentCreatorPage />);
    for (const card of screen.getAllByTestId('template-card')) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent;
      expect(within(card).getByRole('button', { name: `Download the ${name} template` })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Share the ${name} template` })).toBeInTheDocument();
    }
  });
});
