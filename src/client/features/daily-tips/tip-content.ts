import { HeartHandshake, MessageCircle, ShieldCheck, UserRoundPen, type LucideIcon } from 'lucide-react';
import type { TipCategory } from '../../../shared/schemas/coach';

interface TipCategoryInfo {
  category: TipCategory;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The four categories of on-demand tips (spec 000 §2.8, §9). */
export const tipCategoryInfo: readonly TipCategoryInfo[] = [
  {
    category: 'confidence',
    label: 'Confidence',
    description: 'Feel at ease before and during a date',
    icon: ShieldCheck,
  },
  {
    category: 'conversation',
    label: 'Conversation',
    description: 'Keep the chat flowing and fun',
    icon: MessageCircle,
  },
  { category: 'profile', label: 'Profile', description: 'Photos and a bio that get matches', icon: UserRoundPen },
  { category: 'etiquette', label: 'Etiquette', description: 'Kind, respectful dating habits', icon: HeartHandshake },
];

/** Fixed reminders shown under the tips. */
export const reminders = [
  'Be yourself: the right match likes the real you.',
  'Ask open questions, then really listen to the answers.',
  'Keep your photos recent, with at least one clear shot of your face.',
  'Meet in a public place and tell a friend where you are going.',
] as const;

export const TIP_ERROR_FALLBACK = 'Failed to generate tip. Try again later.';
