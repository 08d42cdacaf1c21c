/**
 * Content of the landing page (/) and the pages built like it (/dating-coach,
 * /ai-dating-assistant): tools, benefits, testimonials and the gated sample
 * guides. Figures come from figures.ts and prices from the plans module.
 */
import { CalendarHeart, Lightbulb, MessageCircleHeart, UserRoundPen, type LucideIcon } from 'lucide-react';
import { plans } from '../../../shared/plans';
import type { Testimonial } from '../site/ui';
import { figures, priceCopy } from './figures';
import { premiumSummary } from '../../../shared/premium-offer';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

/** The four AI tools of the signed-in app (spec 000 §2.5-2.8), in the order the spec lists them. */
export const features: Feature[] = [
  {
    icon: UserRoundPen,
    title: 'Profile Coach',
    text: 'Paste your bio and get a score out of 10, specific suggestions and an improved version you can copy.',
    points: ['Feedback on what a match actually reads', 'A rewrite that keeps your voice'],
  },
  {
    icon: MessageCircleHeart,
    title: 'Message Helper',
    text: 'Conversation starters built from what your match shares, or help replying to the message in front of you.',
    points: ['Playful, thoughtful or funny styles', 'Several options, so you pick what sounds like you'],
  },
  {
    icon: CalendarHeart,
    title: 'Date Ideas',
    text: 'Tell it what you both enjoy, your budget and your city, and get plans with a duration and a rough cost.',
    points: ['Budgets from free to $$$', 'Save the ideas you want to try'],
  },
  {
    icon: Lightbulb,
    title: 'Daily Tips',
    text: 'One practical tip a day, and more on demand for confidence, conversation, your profile or etiquette.',
    points: ['Small habits that add up', 'Takes a minute to read'],
  },
];

/** What a visitor gets, in plain terms (the landing page's benefits list). */
export const benefits: string[] = [
  'Honest feedback on your profile before your matches see it',
  'Openers written for the person you matched with, not copied from a list',
  'Date plans that fit your interests, your budget and your city',
  'One practical tip a day to build confidence between dates',
  `Free to start with ${plans.free.dailyRequests} AI requests a day and no credit card`,
  `Premium is ${priceCopy.premiumLong} for ${premiumSummary}, and you can cancel anytime`,
];

export const landingStats = [
  { value: figures.users, label: 'Users' },
  { value: figures.responseRateLift, label: 'Higher response rate' },
  { value: figures.matchMultiplier, label: 'More matches' },
  { value: `${figures.landingRating.value}/5`, label: `From ${figures.landingRating.reviews} reviews` },
];

/**
 * Illustrative personas (spec 001 §3: name, location, age, profession, text,
 * rating, time used, result). Not real reviews: never marked up as Review.
 */
export const landingTestimonials: Testimonial[] = [
  {
    name: 'Maya R.',
    location: 'Denver, CO',
    age: 29,
    profession: 'Physical therapist',
    text: 'My bio was a list of hobbies. Profile Coach pointed out that nothing in it gave anyone a reason to write to me. The rewrite kept my tone and added a question about my favorite trail, and people started opening with it.',
    rating: 5,
    timeUsed: '6 weeks',
    result: 'Went from about 2 matches a week to 5',
  },
  {
    name: 'Daniel K.',
    location: 'Columbus, OH',
    age: 34,
    profession: 'High school teacher',
    text: 'I do fine in person and freeze in the chat. Message Helper gives me three or four options, I pick one and change a few words. It stopped me from sending ‘hey, how was your weekend’ to everyone.',
    rating: 5,
    timeUsed: '2 months',
    result: 'Three first dates in his first month',
  },
  {
    name: 'Priya S.',
    location: 'Seattle, WA',
    age: 27,
    profession: 'Data analyst',
    text: 'I asked Date Ideas for something cheap, indoors and good for talking, because it rains here a lot. We ended up at a board game cafe, and it was the easiest first date I have had in years.',
    rating: 5,
    timeUsed: '5 weeks',
    result: 'Second date planned before the first one ended',
  },
  {
    name: 'Marcus T.',
    location: 'Atlanta, GA',
    age: 41,
    profession: 'ER nurse',
    text: 'After a long marriage I had no idea how apps worked now. The daily tips are short enough to read on a break, and they gave me a plan instead of a pep talk.',
    rating: 5,
    timeUsed: '3 months',
    result: 'Back on the apps after 12 years, and enjoying it',
  },
  {
    name: 'Sofia L.',
    location: 'Austin, TX',
    age: 31,
    profession: 'UX writer',
    text: 'I write for a living and still struggled with my own openers. What helped was how specific the suggestions were: mention the photo from the climbing gym, ask about the route. Simple, but it works.',
    rating: 5,
    timeUsed: '4 weeks',
    result: 'Replies to about half her openers, up from one in five',
  },
  {
    name: 'Jordan W.',
    location: 'Minneapolis, MN',
    age: 25,
    profession: 'Software engineer',
    text: 'I was matching but every conversation died after a few messages. Asking for replies that move toward a plan changed that. Less chatting for weeks, more actually meeting people.',
    rating: 5,
    timeUsed: '2 months',
    result: 'In a relationship for four months now',
  },
];

export interface SampleGuide {
  id: string;
  title: string;
  category: string;
  readTime: string;
  trending: boolean;
  /** The free part: a real opening, shown in full. */
  excerpt: string[];
  /** What the rest of the guide covers (shown, not the text itself). */
  covers: string[];
}

/** Three sample guides on the landing page; the full text is for signed-in members (spec 001 §6). */
export const sampleGuides: SampleGuide[] = [
  {
    id: 'dating-profile-optimization',
    title: 'How to Write a Dating Bio That Starts Conversations',
    category: 'Profile',
    readTime: '8 min read',
    trending: true,
    excerpt: [
      'Most bios fail for the same reason: they describe a person without giving anyone something to say. “I love travel, food and good vibes” is true of nearly everyone, so a match has nothing to answer.',
      'A quick test: after reading your bio, could a stranger write a first message that only makes sense for you? If not, trade one general claim for one specific detail, such as the dish you cook when friends come over or the trip you are saving for.',
    ],
    covers: ['A four-line bio structure', 'Prompts that invite a reply', 'Choosing and ordering photos'],
  },
  {
    id: 'conversation-starters-dating-apps',
    title: 'First Messages That Get Replies',
    category: 'Conversation',
    readTime: '7 min read',
    trending: true,
    excerpt: [
      'A good opener does two jobs: it shows you actually looked at their profile, and it is easy to answer. “Hey” fails the first; a paragraph about yourself fails the second.',
      'Pick one thing they chose to share, a photo, a prompt answer or a place, and ask a light question about it. “Is that the Grand Canyon? Sunrise hike or sunset?” gives them something fun to say in one line.',
    ],
    covers: ['Openers for thin profiles', 'Keeping a chat going', 'When and how to suggest meeting'],
  },
  {
    id: 'first-date-ideas-2025',
    title: 'First Date Ideas That Make Conversation Easy',
    category: 'Dates',
    readTime: '6 min read',
    trending: false,
    excerpt: [
      'The best first dates give you something to do with your hands and something to talk about, without being so loud or long that you cannot get to know each other.',
      'Coffee is fine, but a short walk through a market, a casual class or a board game cafe adds shared moments you can joke about later. Aim for about 90 minutes with an easy way to extend it if it is going well.',
    ],
    covers: [
      'Ideas by budget, from free up',
      'Rainy-day and weeknight options',
      'Safety basics for meeting someone new',
    ],
  },
];
