import { examplePrices } from './comparisons-shared';

/** Content of /tinder-vs-bumble (spec 001 §2, §4 tabs overview/features/pricing). */

interface AppSummary {
  name: 'Tinder' | 'Bumble';
  /** Our rating (the same as on the best-dating-apps page, spec 001 §9). */
  rating: number;
  tagline: string;
  facts: { label: string; value: string }[];
}

export const summaries: AppSummary[] = [
  {
    name: 'Tinder',
    rating: 4.2,
    tagline: 'The biggest pool and the fastest start. Best when you want options.',
    facts: [
      { label: 'Launched', value: '2012' },
      { label: 'Owned by', value: 'Match Group' },
      { label: 'First message', value: 'Either person' },
      { label: 'Best for', value: 'Meeting many people, casual dating, travel' },
    ],
  },
  {
    name: 'Bumble',
    rating: 4.1,
    tagline: 'Women make the first move. Best when you want fewer, more intentional chats.',
    facts: [
      { label: 'Launched', value: '2014' },
      { label: 'Owned by', value: 'Bumble Inc.' },
      { label: 'First message', value: 'The woman, in women-men matches' },
      { label: 'Best for', value: 'Women who want control, relationship-minded daters' },
    ],
  },
];

/** A two-column comparison row: the row header, then Tinder and Bumble. */
export interface VersusRow {
  label: string;
  tinder: string;
  bumble: string;
}

export const overviewRows: VersusRow[] = [
  {
    label: 'How matching works',
    tinder: 'Swipe right to like, left to pass; a match when both like',
    bumble: 'The same swipe, then a 24-hour window to start chatting',
  },
  {
    label: 'Who messages first',
    tinder: 'Either person, at any time',
    bumble:
      'In women-men matches, the woman (or the man answers her Opening Move); in same-gender matches, either person',
  },
  {
    label: 'Time limits',
    tinder: 'None: matches stay until someone unmatches',
    bumble: 'A match expires if the first message is not sent within 24 hours',
  },
  {
    label: 'Reputation',
    tinder: 'Mixed intentions, with many people dating casually',
    bumble: 'Mixed, but leaning toward relationships',
  },
  {
    label: 'Size of the pool',
    tinder: 'The most-used dating app in the US (Pew Research Center, 2023)',
    bumble: 'Large, though smaller than Tinder',
  },
  {
    label: 'Profile',
    tinder: 'Photos, a short bio, interests and basics',
    bumble: 'Photos, bio, prompts and lifestyle details',
  },
];

export const featureRows: VersusRow[] = [
  { label: 'Stand out with a strong like', tinder: 'Super Like', bumble: 'SuperSwipe' },
  { label: 'Be shown to more people for a while', tinder: 'Boost', bumble: 'Spotlight' },
  { label: 'Undo a left swipe', tinder: 'Rewind (paid tiers)', bumble: 'Backtrack' },
  { label: 'Match in another city', tinder: 'Passport (paid tiers)', bumble: 'Travel mode (paid)' },
  {
    label: 'See who already liked you',
    tinder: 'Gold and Platinum',
    bumble: 'Premium',
  },
  { label: 'Prove you are real', tinder: 'Photo verification', bumble: 'Photo verification' },
  {
    label: 'Protection from unwanted messages',
    tinder: 'Prompts that flag possibly offensive messages before and after they are sent',
    bumble: 'Blurs unsolicited explicit images (Private Detector)',
  },
  {
    label: 'Help starting the chat',
    tinder: 'No set prompt: either person writes',
    bumble: 'Opening Moves: a question your match can answer',
  },
];

export const pricingRows: { plan: string; app: 'Tinder' | 'Bumble'; price: string; adds: string }[] = [
  { plan: 'Tinder (free)', app: 'Tinder', price: '$0', adds: 'Swiping, matching and messaging' },
  {
    plan: 'Tinder Plus',
    app: 'Tinder',
    price: examplePrices.tinderPlus,
    adds: 'Unlimited likes, Rewind and Passport',
  },
  {
    plan: 'Tinder Gold',
    app: 'Tinder',
    price: examplePrices.tinderGold,
    adds: 'Everything in Plus, and see who already liked you',
  },
  {
    plan: 'Tinder Platinum',
    app: 'Tinder',
    price: examplePrices.tinderPlatinum,
    adds: 'Everything in Gold, plus your likes shown sooner and a message with a Super Like before you match',
  },
  { plan: 'Bumble (free)', app: 'Bumble', price: '$0', adds: 'Swiping, matching and messaging' },
  {
    plan: 'Bumble Boost',
    app: 'Bumble',
    price: examplePrices.bumbleBoost,
    adds: 'Extra tools such as extending a match past 24 hours',
  },
  {
    plan: 'Bumble Premium',
    app: 'Bumble',
    price: examplePrices.bumblePremium,
    adds: 'Everything in Boost, plus seeing who liked you, more filters and Travel mode',
  },
];

/** The success table: what drives results, framed honestly (neither app publishes a verifiable success rate). */
export const successRows: { metric: string; tinder: string; bumble: string; winner: 'Tinder' | 'Bumble' | 'Tie' }[] = [
  {
    metric: 'Ease of getting matches',
    tinder: 'Largest pool, so more potential matches',
    bumble: 'Fewer people to swipe on',
    winner: 'Tinder',
  },
  {
    metric: "Women's control over first contact",
    tinder: 'Anyone can message after a match',
    bumble: 'Women write first in women-men matches',
    winner: 'Bumble',
  },
  {
    metric: 'Share of users seeking relationships',
    tinder: 'Known for casual dating',
    bumble: 'Leans relationship-minded',
    winner: 'Bumble',
  },
  {
    metric: 'Matches that turn into conversations',
    tinder: 'No deadline, so many matches go quiet',
    bumble: 'The 24-hour window pushes a first message',
    winner: 'Bumble',
  },
  {
    metric: 'Reach in small towns and while traveling',
    tinder: 'Biggest pool; Passport for trips',
    bumble: 'Thinner outside big cities',
    winner: 'Tinder',
  },
  {
    metric: 'Cost of the top tier',
    tinder: `Platinum about ${examplePrices.tinderPlatinum}`,
    bumble: `Premium about ${examplePrices.bumblePremium}`,
    winner: 'Tie',
  },
];

export const prosCons: { app: 'Tinder' | 'Bumble'; pros: string[]; cons: string[] }[] = [
  {
    app: 'Tinder',
    pros: [
      'The largest pool of people, including in smaller towns',
      'Quick to set up and easy to use',
      'No deadline: reply when it suits you',
      'Passport for meeting people before a trip',
    ],
    cons: [
      'Intentions vary; many users are not looking for anything serious',
      'Photo-first profiles reward looks over personality',
      'Many matches never turn into a conversation',
      'The most useful features are paid',
    ],
  },
  {
    app: 'Bumble',
    pros: [
      'Women decide who they hear from',
      'The 24-hour window keeps matches active',
      'Prompts and Opening Moves make starting easier',
      'Strong tools against unsolicited explicit images',
    ],
    cons: [
      'Men cannot start most conversations',
      'Matches disappear if you are busy for a day',
      'A smaller pool than Tinder, especially outside cities',
      'Paid tiers cost more at the entry level',
    ],
  },
];

export const chooseTinder = [
  'You want the biggest choice of people, or you live outside a large city',
  'You are open to casual dating or not sure yet what you want',
  'You like to reply in your own time without a countdown',
  'You travel and want to line up dates before you arrive',
];

export const chooseBumble = [
  'You are a woman who wants to decide who can message you',
  'You are looking for a relationship and want fewer, better conversations',
  'You like a gentle deadline that keeps chats from fizzling',
  'You are a man who is happy to answer rather than open',
];

export const successTips: { title: string; text: string }[] = [
  {
    title: 'Say what you are looking for',
    text: 'One honest line about your intentions ("looking for something real", "new in town, open to seeing where it goes") filters for the right people on either app.',
  },
  {
    title: 'On Bumble, make answering easy',
    text: 'Men: a bio with a question or an Opening Move-friendly detail gives her something to open with. Women: set an Opening Move so you do not have to write every first message from scratch.',
  },
  {
    title: 'On Tinder, message within a day',
    text: 'With no deadline, matches go cold quietly. A specific first line within 24 hours keeps your match list alive.',
  },
  {
    title: 'Verify your profile',
    text: 'Both apps offer photo verification. A verified badge tells people you are who you say you are.',
  },
  {
    title: 'Refresh your first photo',
    text: 'If matches slow down, change the first photo before you pay for a boost. It is the single biggest lever on both apps.',
  },
  {
    title: 'Move to a real date',
    text: 'After a good back-and-forth, suggest a short coffee or walk. Dates, not chats, are how either app works for you.',
  },
];
