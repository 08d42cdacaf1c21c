// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, testUser } from '../../../test/client/render-screen';
import { ViralFeaturesPage } from './viral-features-page';

/** The notice on screen, if any (a dismissed one stays in the store, closed). */
const openToast = () => getToastState().toasts.find((t) => t.open);
const shareButton = () => screen.getByRole('button', { name: 'Share Datewise' });
const itemTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Puts a property on `navigator` for one test (jsdom has neither `share` nor `clipboard`). */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<ViralFeaturesPage />', () => {
  it('shows "Loading..." while there is no signed-in user', () => {
    renderScreen(<ViralFeaturesPage />, { user: null });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the header, the user own stat tiles at zero, the links and the preview note', () => {
    renderScreen(<ViralFeaturesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Viral Features' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Upgrade to Premium/ }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: /Open Content Creator/ }).getAttribute('href')).toBe(
      '/viral-content-creator',
    );
    expect(screen.getByText(/Preview: these features are on their way/).textContent).toContain(
      'your own figures start at zero',
    );
    const stats = screen.getByRole('region', { name: 'Your stats' });
    const tiles = within(stats)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(tiles).toEqual(['Viral points: 0', 'Achievements: 0', 'Leaderboard rank: Not ranked']);
  });

  it('lists five Viral Leaders labelled as sample data, the spec 892 on a sample row and "You" at zero', () => {
    renderScreen(<ViralFeaturesPage />);
    const leaders = screen.getByRole('region', { name: 'Viral Leaders' });
    expect(within(leaders).getByText('Preview: sample data')).toBeInTheDocument();
    const rows = within(leaders).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const you = rows.filter((row) => within(row).queryByText('You'));
    expect(you).toHaveLength(1);
    expect(you[0]).toBe(rows[4]);
    expect(you[0]!.textContent).toContain('0 points');
    expect(you[0]!.textContent).toContain('0 achievements');
    expect(you[0]!.textContent).not.toMatch(/#\d/);
    expect(within(you[0]!).getByLabelText('Not ranked')).toBeInTheDocument();
    expect(rows[3]!.textContent).toContain('#47');
    expect(rows[3]!.textContent).toContain('892 points');
  });

  it('never shows the user first name on a sample row', () => {
    renderScreen(<ViralFeaturesPage />, { user: testUser({ firstName: 'Priya' }) });
    const rows = within(screen.getByRole('region', { name: 'Viral Leaders' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent).join(' ')).not.toMatch(/Priya/);
    expect(rows[0]!.textContent).toContain('4,820');
  });

  it('shows "Go further with Premium" to free members only', () => {
    renderScreen(<ViralFeaturesPage />);
    expect(screen.getByRole('heading', { name: 'Go further with Premium' })).toBeInTheDocument();
    cleanup();
    const ends = new Date(Date.now() + 86_400_000).toISOString();
    renderScreen(<ViralFeaturesPage />, { user: testUser({ isSubscribed: true, subscriptionEndDate: ends }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Viral Features' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Go further with Premium' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade to Premium/ })).toBeNull();
  });

  it('opens on Challenges and shows one tab at a time, each with its items', async () => {
    renderScreen(<ViralFeaturesPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Challenges', 'Referrals', 'Content', 'Achievements']);
    expect(screen.getByRole('tab', { name: 'Challenges' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(itemTitles()).toEqual(['7-Day Opener Streak', 'Bio Glow-Up Weekend', 'Real-Life Date Month']);
    expect(screen.getAllByRole('button', { name: /^Join Challenge: / })).toHaveLength(3);
    expect(screen.getByText('2,418 taking part')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Preview: sample data')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Referrals' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(itemTitles()).toEqual(['Bring a Wingmate', 'Double Date Duo', 'Community Connector']);
    expect(screen.getAllByRole('button', { name: /^Invite Friends: / })).toHaveLength(3);
    expect(screen.getByText('No friends joined yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(itemTitles()).toEqual(['First Date Story', 'The Opener That Worked', 'Profile Before & After']);
    expect(screen.getAllByRole('button', { name: /^Create Post: / })).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(itemTitles()).toEqual([
      'Conversation Starter',
      'Early Bird',
      'Date Night Planner',
      'Profile Perfectionist',
      'Datewise Legend',
    ]);
    // Nothing earned: the user has done nothing yet.
    expect(within(screen.getByRole('tabpanel')).queryAllByText('Complete')).toHaveLength(0);
    expect(screen.queryByText('7-Day Opener Streak')).toBeNull();
  });

  it('shows each item with reward, level, trending, and the user own progress at zero', async () => {
    renderScreen(<ViralFeaturesPage />);
    const card = screen.getByRole('article', { name: '7-Day Opener Streak' });
    expect(card.textContent).toContain('Reward: 150 points');
    expect(card.textContent).toContain('Silver');
    expect(card.textContent).toContain('Trending');
    expect(card.textContent).toContain('Your progress0/7');
    const bar = within(card).getByRole('progressbar', { name: '7-Day Opener Streak progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    await user.click(screen.getByRole('tab', { name: 'Referrals' }));
    const connector = screen.getByRole('progressbar', { name: 'Community Connector progress' });
    expect(connector.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('article', { name: 'Community Connector' }).textContent).toContain('Gold');
  });

  it('answers every action with the "Feature Coming Soon!" notice naming the item', async () => {
    renderScreen(<ViralFeaturesPage />);
    await user.click(screen.getByRole('button', { name: 'Join Challenge: Bio Glow-Up Weekend' }));
    expect(openToast()).toMatchObject({
      title: 'Feature Coming Soon!',
      description: 'Bio Glow-Up Weekend will be available in the next update. Stay tuned!',
    });

    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    await user.click(screen.getByRole('button', { name: 'View Badge: Datewise Legend' }));
    expect(openToast()).toMatchObject({
      title: 'Feature Coming Soon!',
      description: 'Datewise Legend will be available in the next update. Stay tuned!',
    });
  });
});

describe('the share button', () => {
  it('without a share sheet, copies the site origin and says "Link Copied!"', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    setNavigator('clipboard', { writeText });
    renderScreen(<ViralFeaturesPage />);
    await user.click(shareButton());
    await waitFor(() =>
      expect(openToast()).toMatchObject({ title: 'Link Copied!', description: 'Share link copied to clipboard' }),
    );
    expect(writeText).toHaveBeenCalledExactlyOnceWith(window.location.origin);
    expect(window.location.origin).toMatch(/^http:\/\/localhost/);
    await waitFor(() => expect(shareButton()).toHaveProperty('disabled', false));
  });

  it('uses the device share sheet when there is one, and copies nothing', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const writeText = vi.fn(async (_text: string) => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderScreen(<ViralFeaturesPage />);
    await user.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toMatchObject({ title: 'Datewise', url: window.location.origin });
    expect(share.mock.calls[0]![0].text).toMatch(/Datewise/);
    await waitFor(() => expect(shareButton()).toHaveProperty('disabled', false));
    expect(writeText).not.toHaveBeenCalled();
    expect(openToast()).toBeUndefined();
  });

  it('treats closing the share sheet as no error', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.fn(async (_text: string) => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderScreen(<ViralFeaturesPage />);
    await user.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(shareButton()).toHaveProperty('disabled', false));
    expect(writeText).not.toHaveBeenCalled();
    expect(openToast()).toBeUndefined();
  });

  it('falls back to copying when the share sheet refuses', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const writeText = vi.fn(async (_text: string) => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderScreen(<ViralFeaturesPage />);
    await user.click(shareButton());
    await waitFor(() => expect(openToast()).toMatchObject({ title: 'Link Copied!' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(window.location.origin);
  });

  it('says clearly when the link cannot be copied', async () => {
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    renderScreen(<ViralFeaturesPage />);
    await user.click(shareButton());
    await waitFor(() =>
      expect(openToast()).toMatchObject({
        title: 'Could Not Copy the Link',
        description: `Your browser blocked the clipboard. Share this address instead: ${window.location.origin}`,
        variant: 'destructive',
      }),
    );
  });
});
