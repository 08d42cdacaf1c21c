import { plans } from '../../../shared/plans';
import type { MessageMode, MessageStyle } from '../../../shared/schemas/coach';
import type { Faq } from '../../lib/structured-data';

export const messageHelperMeta = {
  title: 'Message Helper: AI conversation starters and replies',
  description:
    'Get dating-app conversation starters and replies in a playful, thoughtful or funny style, each with an engagement estimate that shows what drives it.',
  keywords: [
    'dating app conversation starters',
    'first message dating app',
    'what to reply on a dating app',
    'AI dating message helper',
    'Tinder openers',
    'Bumble openers',
    'Hinge replies',
  ],
};

export const modeCopy: Record<MessageMode, { tab: string; label: string; hint: string; placeholder: string }> = {
  starter: {
    tab: 'Conversation Starters',
    label: 'Tell me about your match',
    hint: 'What is on their profile: interests, photos, prompts. Specific details make better openers.',
    placeholder: 'e.g. Climbs on weekends, has a greyhound called Pip, says the best pizza is in Naples.',
  },
  reply: {
    tab: 'Help Me Reply',
    label: 'Paste their message',
    hint: 'Paste the message you want to answer. Add a line of context if it helps.',
    placeholder: "e.g. Haha I've never tried climbing. Is it as scary as it looks?",
  },
};

export const styleCopy: Record<MessageStyle, { label: string; hint: string }> = {
  playful: { label: 'Playful', hint: 'light teasing and energy' },
  thoughtful: { label: 'Thoughtful', hint: 'warm and curious' },
  funny: { label: 'Funny', hint: 'a joke that invites one back' },
};

export const engagementNote =
  'Engagement Rate is an estimate from a simple model we publish: a personal detail, an open question, a comfortable length and a friendly tone each raise it. Use it to compare options; it does not predict a reply.';

export const messageHelperFaqs: Faq[] = [
  {
    question: 'What is the difference between Conversation Starters and Help Me Reply?',
    answer:
      'Conversation Starters writes a first message from what you tell it about your match, such as their interests, photos or profile prompts. Help Me Reply answers a message you received: paste it in and the coach suggests replies that keep the conversation going.',
  },
  {
    question: 'How is the engagement rate worked out?',
    answer:
      'It is an estimate from a simple, published model, not a measurement. A message gains points for mentioning a personal detail about your match, for asking an open question, for a comfortable length and for a friendly tone. Open "Why" under any message to see the factors behind its number.',
  },
  {
    question: 'Which style should I choose?',
    answer:
      'Pick the one that sounds like you on a good day. Playful brings light teasing and energy, thoughtful is warm and curious, and funny leads with a joke your match can play along with. You can switch styles and generate again to compare.',
  },
  {
    question: 'Is what I type stored?',
    answer:
      'No. Your match details and pasted messages are sent to the coach only to write your suggestions and are not stored. A message is kept only if you press Save, which adds it to Saved Content, where you can delete it at any time.',
  },
  {
    question: 'What does a set of messages cost?',
    answer: `Each set, including every "Generate More Options", is one AI request. The free plan includes ${plans.free.dailyRequests} requests a day, then credits are used, and Premium is unlimited. A request that fails costs nothing.`,
  },
];
