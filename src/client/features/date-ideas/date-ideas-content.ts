import { plans } from '../../../shared/plans';
import type { ActivityType, Budget } from '../../../shared/schemas/coach';
import type { Faq } from '../../lib/structured-data';

export const dateIdeasMeta = {
  title: 'Date Ideas: AI date planner for your interests and budget',
  description:
    'Get date ideas that fit your shared interests, your budget (free to $$$), the kind of date you want and your city, and save the ones you love.',
};

/** How a budget is shown: "free" reads FREE (spec 000 §2.7), the others as their symbols. */
export function budgetLabel(budget: string): string {
  return budget === 'free' ? 'FREE' : budget;
}

export const budgetNames: Record<Budget, string> = {
  free: 'Free',
  $: 'Low cost',
  $$: 'Moderate',
  $$$: 'Splurge',
};

export const activityNames: Record<ActivityType, string> = {
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  active: 'Active',
  relaxed: 'Relaxed',
};

export const SAVE_DATE_IDEA_ERROR = 'Failed to save date idea. Please try again.';
export const GENERATE_DATE_IDEAS_FALLBACK_ERROR = 'Failed to generate date ideas';

export const dateIdeasFaqs: Faq[] = [
  {
    question: 'How are the date ideas chosen?',
    answer:
      'The coach matches your interests with the budget and kind of date you picked, and adds a time to plan for and a category for each idea. If you name a city, it suggests the kind of place to look for there. Ask for more ideas as often as you like; each set is new.',
  },
  {
    question: 'What do FREE, $, $$ and $$$ mean?',
    answer:
      'They are rough spending levels for the two of you: FREE costs nothing, $ is low cost, $$ is a moderate night out and $$$ is a splurge for a special occasion. Prices differ a lot between cities, so check before you go.',
  },
  {
    question: 'Do I have to enter a city?',
    answer:
      'No. Leave it blank and we use the city we detected for you, if there is one (you can see it in Settings); with no city at all you get ideas that work almost anywhere. With a city we leave out what it lacks, such as a ferry far from the sea or a comedy club in a small town, and for New York, Los Angeles, Chicago, Houston, Miami, India, Canada, Australia and the UK you also get a few local favourites. Always check opening times and bookings yourself before you invite someone.',
  },
  {
    question: 'How do I keep an idea for later?',
    answer:
      'Tap the heart on an idea to save it to Saved Content, where you can copy it into a chat or delete it when you are done. Ideas you do not save are not stored.',
  },
  {
    question: 'Why are there ads between the ideas?',
    answer: `Ads help keep the free plan free: it includes ${plans.free.dailyRequests} AI requests a day. Premium removes all ads and makes requests unlimited.`,
  },
];
