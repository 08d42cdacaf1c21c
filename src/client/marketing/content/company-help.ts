import { plans } from '../../../shared/plans';
import { freeTipsRule, premiumBenefits } from '../../../shared/premium-offer';
import { priceCopy } from './figures';

/**
 * Help & Support (spec 000 §2.15): the FAQ in its five groups. Every price and
 * allowance comes from the shared plans module, so help text never disagrees
 * with the purchase screens.
 */

interface FaqGroup {
  /** Anchor and accordion name. */
  id: string;
  name: string;
  faqs: { question: string; answer: string }[];
}

const free = plans.free.dailyRequests;
const premium = priceCopy.premiumLong; // "$9.99 per week"
const creditPack = priceCopy.credits; // "100 credits for $5.99"
const creditsPerRequest = plans.credits.creditsPerRequest;

export const faqGroups: FaqGroup[] = [
  {
    id: 'getting-started',
    name: 'Getting Started',
    faqs: [
      {
        question: 'What is Datewise?',
        answer:
          'Datewise is an AI dating coach for people who date online. It has four tools: Profile Coach reviews and rewrites your dating-profile bio, Message Helper suggests openers and replies, Date Ideas plans dates around your interests and budget, and Daily Tips gives you one practical idea a day.',
      },
      {
        question: 'How do I create an account?',
        answer:
          'Choose “Get Started Free” and sign in with your Google account. There is no separate password to remember and no credit card to enter. You must be at least 18 years old to use Datewise.',
      },
      {
        question: 'Is Datewise free to use?',
        answer: `Yes. The free plan includes ${free} AI requests a day on every tool, including the full profile analysis. Today's daily tip never counts against them, and neither do your first ${plans.free.dailyTips} category tips of the day. The free profile analyzer on our website works without an account at all. If you want more, you can buy credits or upgrade to Premium.`,
      },
      {
        question: 'What happens the first time I sign in?',
        answer:
          'A short three-step setup asks about your dating goal (something serious, something casual, or more confidence), your interests, and, if you like, your age and your biggest dating challenge. The coach uses your answers to tailor its suggestions. You can change them any time from Update Preferences on your profile.',
      },
      {
        question: 'Do I need to install an app?',
        answer:
          'No. Datewise runs in any up-to-date web browser on a phone, tablet or computer. Sign in with the same Google account on each device and you will find the same plan, credits and saved items.',
      },
    ],
  },
  {
    id: 'ai-features',
    name: 'AI Features',
    faqs: [
      {
        question: 'What does the Profile Coach do?',
        answer:
          'Paste your bio and Profile Coach gives it a score out of 10, explains what works and what to change, and gives you an edited version with every change listed and its new score beside the old one. Fill in any gap it leaves for you (it never makes up facts about you), then copy it or mark it as the bio you use.',
      },
      {
        question: 'How does the Message Helper work?',
        answer:
          'Use Conversation Starters to tell it about your match, or Help Me Reply to answer a message you received: paste the message, paste the chat with "Them:" and "Me:" before each line, or add up to three screenshots of the chat. A screenshot is read for free and shown as a list of lines you can correct before anything is generated; the images are never stored. Pick a playful, thoughtful or funny style and it suggests three to five messages. Copy the one you like, or ask for more options.',
      },
      {
        question: 'What do the scores and percentages mean?',
        answer:
          "The profile score is the coach's assessment of your bio against what tends to work on dating profiles: length, specific details, a hook for conversation and tone. The engagement rate beside a suggested message estimates the chance of a reply: it starts from the 16-32 % reply rate typical of first messages and rises with a detail from their profile, an open question and an easy length, to 41 % at most. Both are guidance to help you compare options, not measurements or promises of replies or matches.",
      },
      {
        question: 'How do Date Ideas, Daily Tips and Saved Content work?',
        answer: `For Date Ideas, enter your interests, choose a budget (free, $, $$ or $$$) and an activity type, and add your city if you want local suggestions. Daily Tips shows a new tip each day for free, and tapping a category such as confidence or conversation gives you an extra tip. ${freeTipsRule} Save the messages and date ideas you like to Saved Content, where they stay until you delete them or your account.`,
      },
      {
        question: 'What is the offline coach, and when does an AI model write better?',
        answer:
          'An answer marked "Offline coach" comes from our own rules, curated advice and one small model we trained ourselves, with no AI language model and nothing sent outside Datewise: it scores your bio by the published rubric, edits it without inventing anything or changing its order, quotes your match only in whole phrases, answers a message by what it says and its tone (the small model, trained on about 2,200 example messages, reads what a message does, unless a rule recognised a question, news, a no, an apology or a request for your number, or a reading the model finds plausible; a reply often says the words of your match back from your side, such as their question, their tease, their news, what they want or what they are sorry for, so it answers that message and no other; where only you know the answer, such as your favourite film, it leaves a gap in [square brackets] for your words and asks for them before you copy), and builds date ideas from the interests you typed. It never makes up facts about you. When it cannot tell what a message is about, its replies fall back to open questions that ask for more, and when a message says almost nothing ("ok", "lol") it starts a new topic rather than pretending there was something to answer. An AI model writes better where free writing matters: a bio that needs rewriting from scratch, an unusual message, a niche interest. When the model answers, the offline coach only checks its answer and fills any part it left out.',
      },
    ],
  },
  {
    id: 'subscription-billing',
    name: 'Subscription & Billing',
    faqs: [
      {
        question: 'What counts as an AI request, and when does my free allowance reset?',
        answer: `Each profile analysis, each set of messages and each set of date ideas is one AI request. ${freeTipsRule} The free plan includes ${free} a day, and the count resets at midnight in your timezone (we use UTC until we know your timezone). If your timezone changes, the new midnight applies from your next day, so a day always lasts about 24 hours. If a request fails, it costs nothing.`,
      },
      {
        question: 'How do credits work?',
        answer: `Credits let you pay as you go: ${creditPack}, and each AI request uses ${creditsPerRequest} credit. Credits never expire. Your free daily requests are always used first, so credits are only spent once those run out. A request that fails does not use a credit.`,
      },
      {
        question: 'What does Premium include?',
        answer: `Premium costs ${premium} and renews every week until you cancel. ${premiumBenefits.map((b) => b.detail).join(' ')} Every tool and the full profile analysis are part of the free plan too.`,
      },
      {
        question: 'How do I cancel Premium?',
        answer:
          'You can cancel any time from the Subscription page in the app, or by e-mailing support. Canceling stops the next renewal. You keep Premium until the end of the week you have already paid for, and you are not charged again. If you change your mind before that week ends, choose Resume renewal on the same page: nothing is charged until the week you paid for is over.',
      },
      {
        question: 'Can I get a refund?',
        answer: `Payments are not refundable, with a few exceptions that apply within 7 days of the payment: a duplicate or mistaken charge, a credit pack with none of its credits used, or a paid Premium week in which a fault on our side kept the AI tools from working for you. Our Cancellations & Refunds policy explains how to ask. Premium is ${premium}; credits are ${creditPack}.`,
      },
    ],
  },
  {
    id: 'privacy-security',
    name: 'Privacy & Security',
    faqs: [
      {
        question: 'What information does Datewise keep about me?',
        answer:
          'Your name, e-mail address and profile photo from Google, your preferences and settings, the items you save, your plan and credit balance, your approximate location and timezone if you allow it, and usage events that help us improve the product. Our Privacy Policy lists everything and why we keep it.',
      },
      {
        question: 'Who sees what I type into the AI tools?',
        answer:
          'Your text is sent to our AI provider to produce your result (an answer marked "Offline coach" never leaves our servers) and is shown only to you. We do not sell it, and we do not use it to train AI models. It is kept in your account only when you save a result.',
      },
      {
        question: 'How do I download or delete my data?',
        answer:
          'In Settings you can export everything we hold about your account as a JSON file, and you can delete your account. Deleting removes your account and data from our live database at once; copies in backups are removed within 30 days.',
      },
      {
        question: 'Does Datewise see my card details?',
        answer: `No. Payments are handled by Razorpay, and your card details go directly to them. We receive only a record of the payment, such as its amount, date and status.`,
      },
      {
        question: 'Why does Datewise ask for my location?',
        answer:
          'Your location lets us suggest dates near you and reset your free requests at your own midnight. Sharing it is optional: choose “Not Now” and everything still works. You can change the permission in your browser at any time.',
      },
    ],
  },
  {
    id: 'tips-best-practices',
    name: 'Tips & Best Practices',
    faqs: [
      {
        question: 'How do I get the most out of the Profile Coach?',
        answer:
          'Paste your whole bio exactly as it appears on the app, including any prompts you answered. After you make changes, analyze it again to see what improved. Specific details about what you enjoy make a bigger difference than clever wording.',
      },
      {
        question: 'What should I tell the Message Helper about my match?',
        answer:
          'Give it something specific from their profile: a photo you noticed, a hobby, a place they mentioned. The more concrete the detail, the more personal the suggestions will be. Leave out anything private they would not want shared, such as a phone number or last name.',
      },
      {
        question: 'Should I send suggestions word for word?',
        answer:
          'Treat them as a starting point. Change the wording until it sounds like you, because the person you meet will expect the voice they read. You decide what to send and you are responsible for it.',
      },
      {
        question: 'How can I stay safe when I meet someone?',
        answer:
          'Meet in a public place, tell a friend where you are going, and arrange your own way there and back. A short video call beforehand helps you confirm the person is who they say they are. Never send money to someone you have not met, whatever the reason they give.',
      },
      {
        question: 'How can I make my free requests go further?',
        answer: `Read the free daily tip first, then spend your ${free} requests where they help most, such as your bio or a conversation you care about. You can also check a bio with the free profile analyzer on our website, which does not use any requests.`,
      },
    ],
  },
];

export const allFaqs = faqGroups.flatMap((group) => group.faqs);
