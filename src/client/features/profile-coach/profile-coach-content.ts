import { BIO_INPUT_MAX, IMPROVED_BIO_MAX } from '../../../shared/coach-options';
import { plans } from '../../../shared/plans';
import type { Faq } from '../../lib/structured-data';

export const profileCoachMeta = {
  title: 'Profile Coach: AI dating profile review',
  description:
    'Paste your dating-profile bio and get a score out of 10 that shows how it adds up, specific suggestions and an improved bio you can copy in one tap.',
};

export const profileCoachFaqs: Faq[] = [
  {
    question: 'How does the Profile Coach analyse my bio?',
    answer:
      "It reads your bio against a short, published rubric of what tends to work on dating profiles, such as concrete and exact details about you, your own voice, something a match can reply to, a warm tone, no stock phrases and a comfortable length. Each criterion gets its own points and a note naming the words that earned or cost them, and the coach then lists what already works, what to watch out for and what to try, and edits your bio: it keeps your sentences and their order, fixes what is plainly wrong, lists each change with its reason and shows the edited bio's score beside yours.",
  },
  {
    question: 'What does the score out of 10 mean?',
    answer:
      'The score is the sum of the criterion scores shown in the breakdown, so every point can be traced to a line you can read. It is an assessment of the text against the rubric, useful for comparing drafts of your bio. It is not a prediction of how many matches or replies you will get.',
  },
  {
    question: 'Is my bio stored?',
    answer:
      'No. Your bio is sent to the coach only to produce your result and is not stored with your account. Nothing is kept unless you press Save, which adds the improved bio to Saved Content, where you can delete it at any time.',
  },
  {
    question: 'Should I use the improved bio word for word?',
    answer: `Treat it as a strong draft. It keeps the facts you gave and stays under ${IMPROVED_BIO_MAX} characters so it fits the strictest apps, but you know your voice best: change any word that does not sound like you, and never keep a detail that is not true.`,
  },
  {
    question: 'How long can my bio be, and how many analyses can I run?',
    answer: `You can paste up to ${BIO_INPUT_MAX.toLocaleString('en-US')} characters. Each analysis is one AI request: the free plan includes ${plans.free.dailyRequests} a day, then credits are used, and Premium is unlimited. An analysis that fails costs nothing.`,
  },
];
