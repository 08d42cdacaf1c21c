/** Content of /ai-dating-assistant: stat cards, how it works, and AI versus traditional advice. */
import {
  CalendarHeart,
  Lightbulb,
  MessageCircleHeart,
  MessagesSquare,
  TrendingUp,
  UserRoundPen,
  Users,
  Zap,
} from 'lucide-react';
import { figures, priceCopy } from './figures';
import type { LucideIcon } from 'lucide-react';

export const assistantStats = [
  { icon: Users, value: figures.users, label: 'Active users' },
  { icon: MessagesSquare, value: figures.messagesAnalyzed, label: 'Messages analyzed' },
  { icon: TrendingUp, value: figures.successRate, label: 'Success rate' },
  { icon: Zap, value: '< 0.5s', label: 'AI response speed' },
];

/** The four steps of the "how it works" section: one tool each, in the order a date happens. */
interface AssistantStep {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The app tool that does it. */
  tool: string;
}

export const assistantSteps: AssistantStep[] = [
  {
    icon: UserRoundPen,
    title: 'It reads your profile',
    text: 'Paste your bio. The assistant scores it out of 10, explains what works and what does not, and writes an improved version for you to edit.',
    tool: 'Profile Coach',
  },
  {
    icon: MessageCircleHeart,
    title: 'It suggests what to say',
    text: 'Describe your match or paste their last message, pick a playful, thoughtful or funny style, and choose from several openers or replies.',
    tool: 'Message Helper',
  },
  {
    icon: CalendarHeart,
    title: 'It helps plan the date',
    text: 'Share your interests, budget and city. You get date ideas with a rough cost and duration, and you can save the ones you like.',
    tool: 'Date Ideas',
  },
  {
    icon: Lightbulb,
    title: 'It keeps you improving',
    text: 'A new tip every day, plus tips on demand for confidence, conversation, your profile and dating etiquette.',
    tool: 'Daily Tips',
  },
];

interface ComparisonRow {
  criteria: string;
  ai: string;
  traditional: string;
}

export const assistantComparison: ComparisonRow[] = [
  {
    criteria: 'Availability',
    ai: `${figures.availability}, with answers in ${figures.responseTime}`,
    traditional: 'When a coach has an opening, or a friend has time to read your chat',
  },
  {
    criteria: 'Personalization',
    ai: 'Works from your own bio, your match’s profile and your actual conversation',
    traditional: 'General rules from articles and books, or one person’s opinion',
  },
  {
    criteria: 'Cost',
    ai: `Free to start; Premium is ${priceCopy.premium} for unlimited requests`,
    traditional: `${figures.humanCoachPrice} for a human dating coach`,
  },
  {
    criteria: 'Success tracking',
    ai: 'Score your profile again after each change and see what improved',
    traditional: 'Progress is a feeling, rarely measured',
  },
];
