/**
 * Content of /free-profile-analyzer around the tool itself (the rules and their
 * texts live in src/shared/profile-analyzer.ts). Honest about what the free
 * score is: a rule-based check with a small random part, seeded by the bio (spec 001 §5, decision 0060).
 */
import { BIO_MAX_CHARACTERS } from '../../../shared/profile-analyzer';
import { plans } from '../../../shared/plans';
import type { FaqItem } from '../site/ui';

/** What the free check looks at, in plain words, with the points each part can add. */
export const analyzerChecks = [
  {
    title: 'Length',
    points: 'up to 40 points',
    text: 'One point per 5 characters up to 20 (reached at 100 characters), plus 20 for staying under 500 characters (10 at 500 or more). The sweet spot is 100 to 300.',
  },
  {
    title: 'Detail',
    points: 'up to 20 points',
    text: 'One point per word, up to 20. Twenty words is roughly two short sentences about you.',
  },
  {
    title: 'Emoji',
    points: '15 points',
    text: 'At least one emoji. One or two add personality; a row of them is not better.',
  },
  {
    title: 'A question',
    points: '10 points',
    text: 'A question mark anywhere, because a question gives a match an easy first message.',
  },
  {
    title: 'A number',
    points: '5 points',
    text: 'Any digit, such as “2 dogs” or “5 countries this year”. Specifics read as real.',
  },
  {
    title: 'A little chance',
    points: '0 to 10 points',
    text: 'A small amount of chance drawn from the bio itself: the same bio always gets the same score.',
  },
];

export const analyzerFaqs: FaqItem[] = [
  {
    question: 'How is the free score calculated?',
    answer:
      'It is a simple rule-based check, not an AI reading. It adds points for length (100 to 300 characters is ideal, over 500 is too long), for having at least 20 words, an emoji, a question and a number, plus up to 10 points of chance drawn from the bio’s text, and caps the total at 100.',
  },
  {
    question: 'Why did a small change to my bio move the score?',
    answer:
      'Up to 10 points of the free score are chance, drawn from the exact text of the bio: the same bio always gets the same score, but changing a word or a comma makes a new draw and can move it a few points. Treat the score as a rough guide and focus on the strengths and areas for improvement.',
  },
  {
    question: 'How is this different from the full AI analysis?',
    answer: `The free check counts things like length, emoji and questions; it cannot tell whether your bio is interesting. The Profile Coach in the app reads what you wrote, scores it out of 10, explains each suggestion and writes an improved version. It is free with ${plans.free.dailyRequests} AI requests a day after you sign in with Google.`,
  },
  {
    question: 'Is my bio sent anywhere?',
    answer:
      'No. The free analyzer runs entirely in your browser and your text never leaves your device. We only record that an analysis was completed and how long the bio was, never the words.',
  },
  {
    question: 'How long should a dating profile bio be?',
    answer: `Aim for 100 to 300 characters: long enough for a few real details, short enough to read at a glance. Many apps cap bios (Tinder allows 500 characters), and this tool accepts up to ${BIO_MAX_CHARACTERS.toLocaleString('en-US')}.`,
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. The free analyzer needs no sign-up and you can use it as often as you like. An account is only needed for the AI tools.',
  },
];
