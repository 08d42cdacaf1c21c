import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX } from '../../../shared/conversation';
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
    hint: 'Paste the message you want to answer. To share more of the chat, start each line with "Them:" or "Me:".',
    placeholder: "e.g. Haha I've never tried climbing. Is it as scary as it looks?",
  },
};

/** Help Me Reply's two ways in: typed (or pasted) text, or screenshots of the chat. */
export const replySourceCopy = {
  label: 'Share the chat as',
  text: 'Text',
  screenshot: 'Screenshot',
};

export const screenshotCopy = {
  title: 'From a screenshot',
  hint: `Up to ${SCREENSHOTS_MAX} screenshots of one chat, oldest first. PNG, JPEG or WebP, up to ${SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB each.`,
  choose: 'Choose screenshots',
  chooseHint: 'From your photos or files',
  addAnother: 'Add another',
  dropHint: 'Or drop them here, or paste one with Ctrl+V (⌘V on a Mac).',
  privacy: 'Your screenshots are read in memory and never stored.',
  free: 'Reading is free.',
  reading: (count: number) =>
    `Reading ${count === 1 ? 'your screenshot' : `${count} screenshots`}... this takes a few seconds.`,
  checkTitle: 'Check the conversation',
  checkHint: 'Fix anything we misread: who said it, or the words. Nothing is charged until you press Generate.',
  noLines: 'No lines left. Add one, or read the screenshots again.',
};

export const styleCopy: Record<MessageStyle, { label: string; hint: string }> = {
  playful: { label: 'Playful', hint: 'light teasing and energy' },
  thoughtful: { label: 'Thoughtful', hint: 'warm and curious' },
  funny: { label: 'Funny', hint: 'a joke that invites one back' },
};

export const engagementNote =
  'Engagement Rate is an estimate of the chance of a reply, from a simple model we publish. First messages get a reply roughly 16-32 % of the time, so it starts at 16 %; a detail from their profile, an open question and a comfortable length (50-200 characters) raise it (to 41 % at most), and a bare greeting or a compliment on looks lowers it. Then it is checked against what happened: when members tap "I sent this" and later record a reply or not, the estimate is corrected towards the replies that really came, and each message says how many outcomes that rests on. It is a guide for comparing options, not a promise.';

export const messageHelperFaqs: Faq[] = [
  {
    question: 'What is the difference between Conversation Starters and Help Me Reply?',
    answer:
      'Conversation Starters writes a first message from what you tell it about your match, such as their interests, photos or profile prompts. Help Me Reply answers a message you received: paste it in, or a screenshot of the chat, and the coach suggests replies that keep the conversation going.',
  },
  {
    question: 'Can I use a screenshot of the chat?',
    answer: `Yes. On Help Me Reply, choose Screenshot and pick up to ${SCREENSHOTS_MAX} screenshots of one conversation (or paste or drop them). Datewise reads who said what, and you can fix any line before generating. Reading is free and the images are never stored; generating replies is one AI request, as usual.`,
  },
  {
    question: 'How is the engagement rate worked out?',
    answer:
      'It estimates the chance that your match replies, from a simple, published model rather than a measurement. Studies of dating apps find that a first message gets a reply roughly 16-32 % of the time, so every message starts at 16 %. It gains points for mentioning a detail from their profile, for an open question and for a comfortable length (50-200 characters), up to 41 %, and loses some for a bare "hey" or a compliment on looks. The style you choose changes the words, not the number: no study we know of measured it. Open "Why" under any message to see the factors behind its number. Then the number is checked against real outcomes: when members mark a message as sent and later record whether it got a reply, the estimate is corrected towards what happened, more where there are many outcomes and hardly at all where there are few, and the line under the number says how many outcomes, from how many people, it rests on. Outcomes count only from members who share usage data, only once 20 members have recorded some, never when recorded within minutes of sending, and no one member counts for more than a twentieth. For a reply in a conversation already going, the real chance is higher: use the number to compare options.',
  },
  {
    question: 'Which style should I choose?',
    answer:
      'Pick the one that sounds like you on a good day. Playful brings light teasing and energy, thoughtful is warm and curious, and funny leads with a joke your match can play along with. You can switch styles and generate again to compare.',
  },
  {
    question: 'Is what I type stored?',
    answer:
      'No. Your match details, pasted messages and screenshots are sent to the coach only to write your suggestions and are not stored. A message is kept only if you press Save, which adds it to Saved Content, where you can delete it at any time.',
  },
  {
    question: 'What does a set of messages cost?',
    answer: `Each set, including every "Generate More Options", is one AI request. The free plan includes ${plans.free.dailyRequests} requests a day, then credits are used, and Premium is unlimited. A request that fails costs nothing.`,
  },
];
