import { BookOpen, Camera, Gauge, type LucideIcon } from 'lucide-react';
import { blogPostPath, paths } from '../../../shared/routes';

/** What the house ad can point at: free things worth a click, in the app or on the public site. */
export interface HousePromo {
  id: string;
  /** The small tag in the corner: what kind of thing this is. */
  label: string;
  title: string;
  text: string;
  action: string;
  to: string;
  icon: LucideIcon;
  /** A prerendered public page: opened as a full page load, not inside the app. */
  publicPage: boolean;
}

export const housePromos: readonly HousePromo[] = [
  {
    id: 'screenshot-replies',
    label: 'Try this',
    title: 'Reply from a screenshot',
    text: 'Stuck on a reply? Add a screenshot of the chat in Message Helper and get replies that fit. Reading it is free.',
    action: 'Open Message Helper',
    to: paths.messageHelper,
    icon: Camera,
    publicPage: false,
  },
  {
    id: 'first-date-guide',
    label: 'Guide',
    title: 'First date ideas that work',
    text: 'Plans for every budget, and how to keep the conversation easy. A short read.',
    action: 'Read the guide',
    to: blogPostPath('first-date-ideas-2025'),
    icon: BookOpen,
    publicPage: true,
  },
  {
    id: 'free-analyzer',
    label: 'Share it',
    title: 'The free profile analyzer',
    text: 'A friend rewriting their bio? The quick check on our site needs no account.',
    action: 'Open the analyzer',
    to: paths.freeProfileAnalyzer,
    icon: Gauge,
    publicPage: true,
  },
  {
    id: 'openers-guide',
    label: 'Guide',
    title: 'Conversation starters that get replies',
    text: 'Why some openers work and others stall, with examples you can adapt.',
    action: 'Read the guide',
    to: blogPostPath('conversation-starters-dating-apps'),
    icon: BookOpen,
    publicPage: true,
  },
];

/** Where each placement starts in the list: the one that fits it best first. */
const firstFor: Record<string, string> = {
  dashboard: 'screenshot-replies',
  'date-ideas': 'first-date-guide',
};

/**
 * The promo for one ad: the placement's best fit, moving on one each day so a returning user sees something new,
 * and with several ads on one page (Date Ideas) a different one each.
 */
export function pickHousePromo(placement: string, ordinal = 1, now: Date = new Date()): HousePromo {
  const start = Math.max(
    0,
    housePromos.findIndex((p) => p.id === firstFor[placement]),
  );
  const day = Math.floor(now.getTime() / 86_400_000);
  return housePromos[(start + day + ordinal - 1) % housePromos.length]!;
}
