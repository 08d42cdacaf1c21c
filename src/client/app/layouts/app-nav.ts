import {
  BarChart3,
  Bookmark,
  CalendarHeart,
  Crown,
  Home,
  Lightbulb,
  MessageCircleHeart,
  Settings,
  Sparkles,
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

export const mainItems: NavItem[] = [
  { to: paths.home, label: 'Home', icon: Home },
  { to: paths.saved, label: 'Saved', icon: Bookmark },
  { to: paths.settings, label: 'Settings', icon: Settings },
];

export const adminItem: NavItem = { to: paths.adminAnalytics, label: 'Analytics', icon: BarChart3 };

/** The signed-in menu of spec 000 §2.2; the Admin group is added for administrators only. */
export const navGroups: NavGroup[] = [
  { heading: 'Main Menu', items: mainItems },
  {
    heading: 'AI Features',
    items: [
      { to: paths.profileCoach, label: 'Profile Coach', icon: UserRoundPen },
      { to: paths.messageHelper, label: 'Message Helper', icon: MessageCircleHeart },
      { to: paths.dateIdeas, label: 'Date Ideas', icon: CalendarHeart },
      { to: paths.dailyTips, label: 'Daily Tips', icon: Lightbulb },
    ],
  },
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
