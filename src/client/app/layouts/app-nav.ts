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

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

interface NavGroup {
  heading: string;
  items: NavItem[];
}

export const mainItems: NavItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/saved', label: 'Saved', icon: Bookmark },
  { to: '/settings', label: 'Settings', icon: Settings },
];

export const adminItem: NavItem = { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 };

/** The signed-in menu of spec 000 §2.2; the Admin group is added for administrators only. */
export const navGroups: NavGroup[] = [
  { heading: 'Main Menu', items: mainItems },
  {
    heading: 'AI Features',
    items: [
      { to: '/profile-coach', label: 'Profile Coach', icon: UserRoundPen },
      { to: '/message-helper', label: 'Message Helper', icon: MessageCircleHeart },
      { to: '/date-ideas', label: 'Date Ideas', icon: CalendarHeart },
      { to: '/daily-tips', label: 'Daily Tips', icon: Lightbulb },
    ],
  },
  {
    heading: 'Premium',
    items: [
      { to: '/viral-features', label: 'Viral Features', icon: Sparkles },
      { to: '/subscription', label: 'Subscription', icon: Crown },
    ],
  },
];

/** Active when the path starts with the item's path; Home only on exactly "/". */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname.startsWith(itemPath);
}
