/**
 * Content of /dating-coach: the page for someone searching for a dating coach.
 * Same tools as the landing page, worded around what coaching is and costs.
 */
import { plans } from '../../../shared/plans';
import type { FaqItem, Testimonial } from '../site/ui';
import { figures, priceCopy } from './figures';
import { premiumSummary } from '../../../shared/premium-offer';

/**
 * What a human dating coach typically costs, as spec 001 §2 states it for the
 * comparison ("$100+/hour"). Copy, like the figures: change it here.
 */

export const coachBenefits: string[] = [
  'Coaching on your real profile and your real conversations, not generic advice',
  'Available at 11 pm when you are staring at a message you do not know how to answer',
  'No sessions to book and nothing to explain twice',
  'Suggestions you edit and send yourself, so every word still sounds like you',
  `Free to start with ${plans.free.dailyRequests} AI requests a day`,
  `Unlimited coaching on Premium for ${priceCopy.premiumLong}, a fraction of one hour with a human coach`,
];

export const coachStats = [
  { value: figures.successRate, label: 'Success rate' },
  { value: figures.moreMatches, label: 'More matches' },
  { value: figures.moreDates, label: 'More dates' },
  { value: figures.availability, label: 'Always available' },
];

/** Illustrative personas, like the landing page's; not real reviews. */
export const coachTestimonials: Testimonial[] = [
  {
    name: 'Rachel M.',
    location: 'Boston, MA',
    age: 36,
    profession: 'Attorney',
    text: 'I looked into hiring a dating coach and could not justify the hourly rate for what was mostly help with my profile and messages. Datewise covered exactly that, on my schedule.',
    rating: 5,
    timeUsed: '3 months',
    result: 'Met her partner on the second app she tried',
  },
  {
    name: 'Ethan B.',
    location: 'San Diego, CA',
    age: 30,
    profession: 'Mechanical engineer',
    text: 'A coach who is there at night when I am drafting a reply is the whole point for me. I paste the conversation, read the options and usually send my own mix of two of them.',
    rating: 5,
    timeUsed: '7 weeks',
    result: 'Fewer conversations that fizzled out',
  },
  {
    name: 'Aisha N.',
    location: 'Charlotte, NC',
    age: 28,
    profession: 'Pharmacist',
    text: 'My friends kept telling me my profile was fine. Profile Coach was more honest: too many group photos and a bio about my job. Two changes and the matches got more relevant.',
    rating: 5,
    timeUsed: '1 month',
    result: 'Matches that fit what she is looking for',
  },
  {
    name: 'Tom H.',
    location: 'Portland, OR',
    age: 45,
    profession: 'Carpenter',
    text: 'Dating at 45 felt like learning a new language. I wanted someone to tell me what to do without making me feel old, and the daily tips did that a few minutes at a time.',
    rating: 5,
    timeUsed: '10 weeks',
    result: 'Four first dates, and a fifth with the same person',
  },
  {
    name: 'Lena G.',
    location: 'Phoenix, AZ',
    age: 33,
    profession: 'Marketing manager',
    text: 'I did not need motivation, I needed better plans. Date Ideas suggested things I had not thought of within my budget, and having a plan made it much easier to ask.',
    rating: 5,
    timeUsed: '6 weeks',
    result: 'Asked for the date instead of waiting to be asked',
  },
  {
    name: 'Chris P.',
    location: 'Raleigh, NC',
    age: 26,
    profession: 'Graduate student',
    text: 'On a student budget a human coach was never an option. The free daily requests were enough to fix my profile, and I only upgraded for a busy week of conversations.',
    rating: 5,
    timeUsed: '2 months',
    result: 'Replies to most of his openers instead of a few',
  },
];

export const coachFaqs: FaqItem[] = [
  {
    question: 'What does an AI dating coach do?',
    answer:
      'Datewise reviews your dating profile and suggests improvements, writes conversation starters and replies from what you paste in, suggests date ideas for your interests, budget and city, and gives you a practical tip every day. You decide what to use and send.',
  },
  {
    question: 'How is it different from hiring a human dating coach?',
    answer: `A human coach can work on things an app cannot, such as in-person confidence or styling, and usually charges ${figures.humanCoachPrice}. Datewise focuses on the online part of dating, answers in seconds at any hour, and costs nothing to start; Premium is ${priceCopy.premiumLong}.`,
  },
  {
    question: 'Is Datewise free?',
    answer: `Yes, you can start free with ${plans.free.dailyRequests} AI requests a day and no credit card. If you want more, buy ${priceCopy.credits} (they do not expire) or go Premium for ${premiumSummary} at ${priceCopy.premiumLong}. You can cancel anytime.`,
  },
  {
    question: 'Will my matches know I used a coach?',
    answer:
      'No. Datewise does not connect to your dating apps or post anything for you. You copy the suggestions you like, change what you want, and send them yourself.',
  },
  {
    question: 'Does it work with my dating app?',
    answer:
      'Yes. Because you paste in your bio or conversation, Datewise works with any app, including Tinder, Bumble and Hinge, and with messages outside the apps too.',
  },
  {
    question: 'Who is Datewise for?',
    answer:
      'Adults 18 and over who date online, whatever their gender or who they are looking for, from people just getting back into dating to people who match often but struggle to turn chats into dates.',
  },
];
