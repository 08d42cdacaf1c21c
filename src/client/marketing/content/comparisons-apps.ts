import { examplePrices } from './comparisons-shared';

/** Content of /best-dating-apps-2025 (spec 001 §2, §3 "App review", §4 filter states, §9 ratings and prices). */

type AppCategory = 'casual' | 'serious' | 'marriage' | 'both';

interface AppReview {
  name: string;
  /** Our rating out of 5 (spec 001 §9); the stars show it rounded down. */
  rating: number;
  category: AppCategory;
  bestFor: string;
  pros: string[];
  cons: string[];
  pricing: string;
  description: string;
  /** The app's official site. */
  website: string;
}

/** Filter buttons in order: All first (the default), then each category. */
export const categoryFilters: { value: AppCategory | 'all'; label: string; long: string }[] = [
  { value: 'all', label: 'All', long: 'all categories' },
  { value: 'serious', label: 'Serious', long: 'serious relationships' },
  { value: 'casual', label: 'Casual', long: 'casual dating' },
  { value: 'marriage', label: 'Marriage', long: 'marriage-minded dating' },
  { value: 'both', label: 'Both', long: 'casual or serious dating' },
];

export const categoryBadge: Record<AppCategory, string> = {
  casual: 'Casual dating',
  serious: 'Serious relationships',
  marriage: 'Marriage-minded',
  both: 'Casual or serious',
};

export const appReviews: AppReview[] = [
  {
    name: 'Hinge',
    rating: 4.3,
    category: 'serious',
    bestFor: 'People who want conversations that turn into real dates and relationships',
    description:
      'Hinge replaces endless swiping with profiles built from photos and written prompts. You like or comment on one specific photo or answer, which gives every match an easy first line. Its slogan, "designed to be deleted", sums up the goal: the whole app is built for people who want something that lasts.',
    pros: [
      'Prompts give you something real to reply to',
      'Likes can carry a comment, so matches start with context',
      'Strong focus on relationships over quick flings',
      'Clean design that rewards a thoughtful profile',
    ],
    cons: [
      'Free members get a limited number of likes per day',
      'A smaller pool than Tinder in small towns',
      'Extra filters and seeing all your likes at once need a paid tier',
    ],
    pricing:
      'Free to use with a daily cap on likes. Paid tiers (Hinge+ and HingeX) add unlimited likes and more filters.',
    website: 'https://hinge.co/',
  },
  {
    name: 'Tinder',
    rating: 4.2,
    category: 'casual',
    bestFor: 'Meeting lots of people quickly, casual dating and dating while traveling',
    description:
      'Tinder made the swipe famous in 2012 and is still the app most Americans have tried: 46% of people who have used online dating say they have used Tinder (Pew Research Center, 2023). The size of the pool is its biggest strength. Intentions are mixed, so a clear bio about what you want matters more here than anywhere else.',
    pros: [
      'The largest pool of people, even outside big cities',
      'Fast to set up and simple to use',
      'Photo verification helps you spot real profiles',
      'Passport (paid) lets you match in another city before a trip',
    ],
    cons: [
      'Many users want something casual',
      'Profiles are photo-first, with little room to show personality',
      'The most useful features sit behind paid tiers',
    ],
    pricing: `Free to use. Paid tiers: Tinder Plus (about ${examplePrices.tinderPlus}), Gold (about ${examplePrices.tinderGold}) and Platinum (about ${examplePrices.tinderPlatinum}), as typical US list prices.`,
    website: 'https://tinder.com/',
  },
  {
    name: 'Bumble',
    rating: 4.1,
    category: 'both',
    bestFor: 'Women who want to set the pace, and anyone tired of low-effort openers',
    description:
      'Bumble was launched in 2014 around one rule: in matches between women and men, the woman sends the first message. Since 2024 she can also set an "Opening Move", a question her match can answer first. A match expires if the first message is not sent within 24 hours, which keeps conversations moving.',
    pros: [
      'Women control first contact in women-men matches',
      'The 24-hour window cuts down on forgotten matches',
      'Photo verification and tools that blur unsolicited explicit images',
      'Works for both relationships and casual dating',
    ],
    cons: [
      'Men wait for the first message, which can feel passive',
      'Matches vanish if you miss the 24-hour window',
      'The better filters and the list of who liked you are paid',
    ],
    pricing: `Free to use. Paid tiers include Bumble Boost (about ${examplePrices.bumbleBoost}) and Bumble Premium (about ${examplePrices.bumblePremium}), as typical US list prices.`,
    website: 'https://bumble.com/',
  },
  {
    name: 'eHarmony',
    rating: 4.1,
    category: 'marriage',
    bestFor: 'People looking for a long-term partner or marriage who want matches chosen for them',
    description:
      'eHarmony has matched people by compatibility since 2000. You start with a long questionnaire about your values, habits and personality, and it suggests matches with a compatibility score. It is slower and pricier than the swipe apps, and that is the point: it filters for people ready to commit.',
    pros: [
      'In-depth compatibility questionnaire',
      'Members tend to be serious about a relationship',
      'Matches are suggested for you, so no endless browsing',
    ],
    cons: [
      'Among the most expensive options, usually sold in multi-month plans',
      'The sign-up questionnaire takes a while',
      'A free account is very limited',
    ],
    pricing:
      'A free account lets you take the questionnaire and see suggestions. Messaging freely and seeing all photos needs a paid membership.',
    website: 'https://www.eharmony.com/',
  },
  {
    name: 'Match',
    rating: 4.0,
    category: 'serious',
    bestFor: 'Established daters, often 30 and older, who want a committed relationship',
    description:
      'Match.com launched in 1995, which makes it one of the oldest dating services still running. It uses detailed profiles and search filters rather than quick swipes. Because full use costs money, its members tend to be more deliberate, and the audience skews older than on the apps.',
    pros: [
      'Detailed profiles and search filters',
      'A paying audience that tends to be relationship-minded',
      'Popular with daters over 30',
    ],
    cons: [
      'Full messaging generally needs a subscription',
      'Fewer users in their early twenties',
      'The design feels dated next to newer apps',
    ],
    pricing:
      'Free to create a profile and browse. A subscription unlocks full messaging; longer plans cost less per month.',
    website: 'https://www.match.com/',
  },
  {
    name: 'Coffee Meets Bagel',
    rating: 3.9,
    category: 'serious',
    bestFor: 'Busy people who prefer a few curated suggestions over endless swiping',
    description:
      'Coffee Meets Bagel sends you a small set of curated suggestions (the "bagels") each day instead of an endless stack. The slower pace suits people who find swiping draining and would rather think about a handful of profiles.',
    pros: [
      'A small daily set of suggestions prevents burnout',
      'Profiles with more detail than a stack of photos',
      'A calmer, relationship-minded crowd',
    ],
    cons: [
      'Fewer profiles to choose from',
      'In-app currency ("beans") for extras can add up',
      'A smaller user base outside big cities',
    ],
    pricing: 'Free to use. A Premium membership and the in-app currency (beans) unlock extra features.',
    website: 'https://coffeemeetsbagel.com/',
  },
  {
    name: 'OkCupid',
    rating: 3.8,
    category: 'both',
    bestFor: 'Daters who want matches based on values, and inclusive identity options',
    description:
      'OkCupid matches people on answers to its many questions, from lifestyle to politics, and shows a match percentage on every profile. It offers a wide range of gender and orientation options and works for both relationships and casual dating.',
    pros: [
      'Match percentages based on your answers',
      'Long profiles that show personality and values',
      'Wide range of gender identity and orientation options',
    ],
    cons: ['Answering enough questions takes time', 'Mixed intentions among users', 'Ads and limits unless you pay'],
    pricing: 'Free to use, including messaging. Paid tiers remove ads and add extras such as seeing who liked you.',
    website: 'https://www.okcupid.com/',
  },
  {
    name: 'Plenty of Fish',
    rating: 3.6,
    category: 'casual',
    bestFor: 'Budget-conscious daters who want free messaging and a big pool',
    description:
      'Plenty of Fish, founded in 2003 and now part of Match Group, is one of the few big services where you can message people for free. The pool is large and varied, and so is the quality of conversations, so expect to filter more.',
    pros: ['You can message people without paying', 'A large, varied user base', 'Simple to start'],
    cons: [
      'More inactive and low-effort profiles to sift through',
      'The design feels busy and dated',
      'Intentions vary widely',
    ],
    pricing: 'Free to use, including messaging. An optional paid membership adds extras.',
    website: 'https://www.pof.com/',
  },
];

/** A row of the Tinder/Bumble/Hinge table (spec 001 §3 "Comparison row"). */
interface ComparisonRow {
  criteria: string;
  tinder: string;
  bumble: string;
  hinge: string;
  winner: 'Tinder' | 'Bumble' | 'Hinge' | 'Tie';
}

export const bigThreeRows: ComparisonRow[] = [
  {
    criteria: 'Who can message first',
    tinder: 'Either person, once you match',
    bumble: 'The woman, in women-men matches (or the man answers her Opening Move)',
    hinge: 'Either person; a like can carry a comment',
    winner: 'Bumble',
  },
  {
    criteria: 'How you choose',
    tinder: 'Swipe through profiles one at a time',
    bumble: 'Swipe, then 24 hours to start the chat',
    hinge: 'Like or comment on a specific photo or prompt',
    winner: 'Hinge',
  },
  {
    criteria: 'Profile depth',
    tinder: 'Photos, a short bio and interests',
    bumble: 'Photos, bio, prompts and lifestyle details',
    hinge: 'Photos, three written prompts and detailed basics',
    winner: 'Hinge',
  },
  {
    criteria: 'Size of the pool',
    tinder: 'The largest; the most-used app in the US',
    bumble: 'Large',
    hinge: 'Smaller, but growing fast',
    winner: 'Tinder',
  },
  {
    criteria: 'Relationship focus',
    tinder: 'Mixed; many users want something casual',
    bumble: 'Mixed, leaning relationship-minded',
    hinge: 'Built for relationships',
    winner: 'Hinge',
  },
  {
    criteria: 'Free version',
    tinder: 'Swipe freely; paid tiers add extras',
    bumble: 'Usable free; paid tiers add extras',
    hinge: 'Daily cap on likes',
    winner: 'Tinder',
  },
  {
    criteria: 'Safety tools',
    tinder: 'Photo verification, blocking and reporting',
    bumble: 'Photo verification, blurred explicit images, reporting',
    hinge: 'Profile verification, blocking and reporting',
    winner: 'Tie',
  },
];

export const appTips: { title: string; text: string }[] = [
  {
    title: 'Pick apps that match your goal',
    text: 'Two apps chosen for what you want beat five installed at random. Serious about a relationship? Start with Hinge or Match. Want to meet many people fast? Tinder.',
  },
  {
    title: 'Lead with a clear solo photo',
    text: 'Your first photo should show your face in good light, with nobody else in the frame. Add a full-length shot, a hobby and one with friends after it.',
  },
  {
    title: 'Write a bio people can answer',
    text: 'Specifics beat adjectives. "Looking for someone to try every taco truck in town with me" starts more chats than "I love food and travel".',
  },
  {
    title: 'Answer prompts with a story',
    text: 'On Hinge and Bumble, a short, specific story in a prompt gives your match an easy first question.',
  },
  {
    title: 'Open with something from their profile',
    text: 'A question about a photo or prompt gets more replies than "hey". Keep it short and easy to answer.',
  },
  {
    title: 'Suggest meeting sooner rather than later',
    text: 'Once the chat flows, suggest a short, low-pressure date. Long pen-pal chats tend to fizzle out.',
  },
  {
    title: 'Try free before you pay',
    text: 'Use the free version for a couple of weeks. Pay only when you know which limit is holding you back, and set a reminder before a plan renews.',
  },
  {
    title: 'Keep safety simple',
    text: 'Meet somewhere public, tell a friend where you will be, and never send money to someone you have not met in person.',
  },
];

export const recommendations: { label: string; app: string; text: string }[] = [
  {
    label: 'Best overall',
    app: 'Hinge',
    text: 'Prompts and comments lead to better first messages, and its users lean toward relationships.',
  },
  {
    label: 'Most popular',
    app: 'Tinder',
    text: 'The biggest pool of people, the easiest start, and the best reach in smaller towns and when you travel.',
  },
  {
    label: 'Best for women',
    app: 'Bumble',
    text: 'Women decide who they hear from, and the 24-hour window keeps matches from going stale.',
  },
];

/**
 * The spec's stat cards (366M+, 39%, 22%, $5.61B), each labeled with what it
 * measures and where it comes from. The first and last are industry estimates.
 */
export const appStats: { value: string; label: string; source: string }[] = [
  {
    value: '366M+',
    label: 'people worldwide estimated to use online dating services',
    source: 'Industry estimate. Market-research figures vary by source and by how a "user" is counted.',
  },
  {
    value: '39%',
    label: 'of US heterosexual couples who met in 2017 met online',
    source: 'Stanford, "How Couples Meet and Stay Together" (Rosenfeld, Thomas & Hausen, PNAS, 2019).',
  },
  {
    value: '22%',
    label: 'of US heterosexual couples who met in 2009 met online',
    source: 'The same Stanford study: the share before dating apps took off.',
  },
  {
    value: '$5.61B',
    label: 'estimated yearly worldwide spending on dating apps',
    source:
      'Industry estimate. For scale, Match Group and Bumble Inc. together reported about $4.55 billion in revenue for 2024.',
  },
];
