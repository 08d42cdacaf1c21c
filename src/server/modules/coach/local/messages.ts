import type { GenerateMessagesRequest, MessageStyle, MessagesResponse } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import { estimateEngagement } from './engagement';
import { extractDetails, type MatchDetails } from './match-details';
import { pick, seededOrder } from './seeded';

/**
 * The local Message Helper. Each candidate message is written around one
 * concrete detail of the match (their pet, a place, a hobby, a quoted line),
 * in the chosen style; in reply mode it answers what they wrote. Square
 * brackets mark what only the user can fill in: we never invent their facts.
 */

type Template = (d: MatchDetails) => string | null;
type StyleTemplates = Record<MessageStyle, Template[]>;

/** Verb-like interest words read better as activities ("time for hiking", not "time for hike"). */
const ACTIVITY: Record<string, string> = {
  hike: 'hiking',
  hikes: 'hiking',
  run: 'running',
  cook: 'cooking',
  bake: 'baking',
  dance: 'dancing',
  surf: 'surfing',
  trail: 'trail running',
};
const hobby = (d: MatchDetails, i = 0) => {
  const phrase = d.interests[i]?.phrase.toLowerCase();
  return phrase ? (ACTIVITY[phrase] ?? phrase) : null;
};
const place = (d: MatchDetails) => d.places[0] ?? null;
const petName = (d: MatchDetails) => d.pet?.name ?? (d.pet ? `your ${d.pet.kind}` : null);
const greet = (d: MatchDetails) => (d.name ? `${d.name}, ` : '');
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Starters, by the detail they build on. */
const starters: StyleTemplates = {
  playful: [
    (d) =>
      d.pet
        ? `${cap(greet(d))}important question first: does ${petName(d)} approve of new people, or do I need to bring treats? 🐾`
        : null,
    (d) =>
      hobby(d)
        ? `I see ${hobby(d)} on your profile. Be honest: are you the serious one in the group, or the one who makes it fun?`
        : null,
    (d) =>
      place(d) ? `${place(d)}! Okay, I need the one thing there you'd make me try first. No tourist answers 😉` : null,
    (d) => (d.quote ? `"${d.quote}" is a bold claim. I'm going to need proof. What's the story behind it?` : null),
    (d) =>
      hobby(d, 1) && hobby(d)
        ? `${cap(hobby(d)!)} and ${hobby(d, 1)}? Bet I can guess which one you'd pick if you could only keep one. Which is it?`
        : null,
    (d) => (d.name ? `Hi ${d.name}! Quick game: two truths and a lie about your weekend. I'll guess the lie.` : null),
  ],
  thoughtful: [
    (d) =>
      d.pet
        ? `${cap(greet(d))}I love that you have a ${d.pet.kind}${d.pet.name ? ` called ${d.pet.name}` : ''}. How did you two find each other?`
        : null,
    (d) =>
      hobby(d)
        ? `I noticed you're into ${hobby(d)}. What got you started, and what do you love most about it now?`
        : null,
    (d) =>
      place(d)
        ? `${cap(greet(d))}you mentioned ${place(d)}. I'm curious: what's a moment from there that stuck with you?`
        : null,
    (d) => (d.quote ? `Your line "${d.quote}" made me smile. What's the story behind it?` : null),
    (d) =>
      hobby(d, 1) ? `${hobby(d)} and ${hobby(d, 1)} is a great mix. Which one do you turn to after a long week?` : null,
    (d) =>
      d.name ? `Hi ${d.name}, your profile has a warmth to it. What's something that made your week better?` : null,
  ],
  funny: [
    (d) =>
      d.pet
        ? `${cap(greet(d))}serious question: does ${petName(d)} have a social media presence, and is it bigger than yours? 😂`
        : null,
    (d) =>
      hobby(d)
        ? `Confession: my ${hobby(d)} skills are [honest self-rating]/10. Should I be intimidated by yours?`
        : null,
    (d) =>
      place(d)
        ? `${place(d)}, huh? Asking for a friend (the friend is me): what's the one food there worth the trip?`
        : null,
    (d) =>
      d.quote
        ? `"${d.quote}": plot twist, I was going to open with exactly that. What else do we have in common?`
        : null,
    (d) =>
      hobby(d)
        ? `Warning: I'm a self-declared expert in ${hobby(d)} with zero credentials. What's your level, honestly?`
        : null,
    (d) =>
      d.name
        ? `${d.name}, I had three clever openers ready and your profile made me forget all of them. So: how's your week going?`
        : null,
  ],
};

/** Openers that need no detail, for when the match info gives little to work with. */
const fallbackStarters: Record<MessageStyle, string[]> = {
  playful: [
    'Settle a debate for me: breakfast for dinner, yes or absolutely yes?',
    "You look like someone with strong opinions about pizza toppings. What's your ranking?",
    "Quick, the perfect Sunday: what's on it? I'll rate it out of 10.",
  ],
  thoughtful: [
    "What's something you're looking forward to this month?",
    "What's the best thing that happened to you this week, big or small?",
    'What does a really good weekend look like for you?',
  ],
  funny: [
    "Honestly, I've rewritten this opener four times. What's the best one you've ever received?",
    "Serious question: what's your most controversial food opinion? I promise to judge only a little.",
    "Professional overthinker here. What's something you've been overthinking lately?",
  ],
};

/** Replies to a message they sent: answer what they asked, then hand the conversation back. */
const replies: StyleTemplates = {
  playful: [
    (d) =>
      d.questions[0]
        ? `Ha, [your quick answer]! But you can't ask me that without answering it yourself. Your turn?`
        : null,
    (d) => (hobby(d) ? `Wait, ${hobby(d)}? Okay, now I need details: best moment, worst moment, go.` : null),
    (d) => (place(d) ? `${place(d)}? Jealous. What was the highlight, and would you go back?` : null),
    (d) => (d.pet ? `Also, I'm going to need an update on ${petName(d)}. Photo evidence welcome 🐾` : null),
  ],
  thoughtful: [
    (d) => (d.questions[0] ? `Good question. Honestly, [your answer, with one small detail]. What about you?` : null),
    (d) =>
      hobby(d) ? `I like that you make time for ${hobby(d)}. What does it give you that nothing else does?` : null,
    (d) => (place(d) ? `That sounds lovely. What made ${place(d)} feel special to you?` : null),
    (d) => (d.pet ? `${cap(petName(d)!)} sounds like great company. What's their funniest habit?` : null),
  ],
  funny: [
    (d) => (d.questions[0] ? `Plot twist: [your honest answer]. Your move. Same question, and no dodging 😅` : null),
    (d) =>
      hobby(d)
        ? `So you're basically a professional at ${hobby(d)} now? Asking for a friend who is definitely not me.`
        : null,
    (d) => (place(d) ? `${place(d)}! Did you bring me back a souvenir, or is that a third-date thing?` : null),
    (d) => (d.pet ? `Honestly, ${petName(d)} is the real reason I'm still texting. How are they doing?` : null),
  ],
};

const fallbackReplies: Record<MessageStyle, string[]> = {
  playful: [
    "Ha, I like where this is going. What's the best thing that happened to you today?",
    'Okay, you win this round. Next question is mine: what are you up to this weekend?',
  ],
  thoughtful: [
    'I really enjoyed reading that. What else is on your mind this week?',
    "I'm enjoying this conversation. Would you like to continue it over coffee this week?",
  ],
  funny: [
    "Honestly, that made me laugh more than it should have. What's your secret?",
    "Serious question: is this the part where we argue about the best snack? Because I'm ready.",
  ],
};

/** A date suggestion for when the chat is going well (reply mode), in each style. */
const moveToDate: Record<MessageStyle, string> = {
  playful: "I'm having fun with this. Want to take it offline? Coffee, and the loser of our debate pays 😉",
  thoughtful: "I'm really enjoying talking with you. Would you like to meet for a coffee or a walk this week?",
  funny: 'Warning: my texting is only a 6/10, but in person I go up to a solid 8. Coffee this week to test the theory?',
};

const MIN_MESSAGES = 3;
const MAX_MESSAGES = 4;

export function generateMessagesLocally(
  request: GenerateMessagesRequest,
  preferences: CoachPreferences | null,
): MessagesResponse {
  const { matchInfo, style, mode, round } = request;
  const details = extractDetails(matchInfo);
  const templates = mode === 'reply' ? replies[style] : starters[style];
  const extras = mode === 'reply' ? [...fallbackReplies[style], moveToDate[style]] : fallbackStarters[style];
  // Every candidate in one stable order; each round takes the next window, so
  // "Generate More Options" brings new messages until the candidates run out.
  const written = seededOrder(templates, matchInfo, style, mode)
    .map((t) => t(details))
    .filter((m): m is string => m !== null);
  const candidates = [...new Set([...written, ...seededOrder(extras, matchInfo, style, mode)])];
  const start = (round * MAX_MESSAGES) % candidates.length;
  // The last window may be short; it wraps only to reach the minimum of three.
  const end = Math.max(Math.min(start + MAX_MESSAGES, candidates.length), start + MIN_MESSAGES);
  const unique = [...candidates, ...candidates].slice(start, end);
  // Someone building confidence gets the lower-pressure (shorter) options first.
  if (preferences?.datingGoal === 'confidence') unique.sort((a, b) => a.length - b.length);
  while (unique.length < MIN_MESSAGES) unique.push(pick(extras, matchInfo, unique.length, round));
  return {
    messages: unique.map((message) => estimateEngagement(message, matchInfo, style)),
  };
}
