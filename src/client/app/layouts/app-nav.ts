import {
  BarChart3,
  BookOpen,
  Bookmark,
  CalendarHeart,
  Crown,
  Home,
  Lightbulb,
  MessageCircleHeart,
  Settings,
  Sparkles,
  TrendingUp,
  UserRoundPen,
  type LucideIcon,
} from 'lucide-react';
import { paths, type AppPath } from '../../../shared/routes';

export interface NavItem {
  to: AppPath;
  label: string;
  icon: LucideIcon;
}

interface NavGroup {
  heading: string;
  items: NavItem[];
}

const homeItem: NavItem = { to: paths.home, label: 'Home', icon: Home };
const savedItem: NavItem = { to: paths.saved, label: 'Saved', icon: Bookmark };
const progressItem: NavItem = { to: paths.progress, label: 'Progress', icon: TrendingUp };
const settingsItem: NavItem = { to: paths.settings, label: 'Settings', icon: Settings };

export const mainItems: NavItem[] = [homeItem, savedItem, progressItem, settingsItem];

/** The four AI tools (spec 000 §2.2 "AI Features"). */
export const toolItems: NavItem[] = [
  { to: paths.profileCoach, label: 'Profile Coach', icon: UserRoundPen },
  { to: paths.messageHelper, label: 'Message Helper', icon: MessageCircleHeart },
  { to: paths.dateIdeas, label: 'Date Ideas', icon: CalendarHeart },
  { to: paths.dailyTips, label: 'Daily Tips', icon: Lightbulb },
];

/**
 * Below 1024 px (decision 0036): the bottom bar holds Home and every tool, one tap from any screen;
 * Saved, Progress and Settings sit in the header, also one tap away. Administrators get Analytics in the bar.
 */
export const phoneBarItems: NavItem[] = [homeItem, ...toolItems];
export const phoneHeaderItems: NavItem[] = [savedItem, progressItem, settingsItem];

export const adminItem: NavItem = { to: paths.adminAnalytics, label: 'Analytics', icon: BarChart3 };

/** The signed-in menu of spec 000 §2.2; the Admin group is added for administrators only. */
export const navGroups: NavGroup[] = [
  { heading: 'Main Menu', items: mainItems },
  { heading: 'AI Features', items: toolItems },
  { heading: 'Learn', items: [{ to: paths.guides, label: 'Guides', icon: BookOpen }] },
  {
    heading: 'Premium',
    items: [
      { to: paths.viralFeatures, label: 'Viral Features', icon: Sparkles },
      { to: paths.subscription, label: 'Subscription', icon: Crown },
    ],
  },
];

/** Active when the path starts with the item's path; Home only on exactly "/". */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname.startsWith(itemPath);
}
