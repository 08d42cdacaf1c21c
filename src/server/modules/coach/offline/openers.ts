import type { MessageStyle } from '../../../../shared/schemas/coach';
import { capitalise } from './language/tidy';
import type { Detail, DetailKind, MatchDetails } from './match-details';

/**
 * First messages written on one detail of the match's profile, in each style. Every line is a question about
 * them: an opener never claims anything about the user ("I love that band too"), because the coach cannot know it.
 */
type Line = (detail: Detail) => string;

/** A thing takes "the" ("the roller derby rink"), unless it is plural ("flea markets"); names stand alone. */
const the = (d: Detail) => (d.kind === 'thing' && !/s$/.test(d.text) ? `the ${d.text}` : d.text);

const LINES: Record<DetailKind, Record<MessageStyle, Line[]>> = {
  pet: {
    playful: [
      (d) => `Important question first: does ${d.text} approve of new people, or should I bring treats? 🐾`,
      (d) => `${capitalise(d.text)} is clearly the star of your profile. What's the most ridiculous thing they do?`,
      (d) => `Okay, rate ${d.text}'s cuteness out of 10, and no bias allowed. What's the real score?`,
    ],
    thoughtful: [
      (d) =>
        `I love that you have a ${d.animal}. How did you and ${d.text === `your ${d.animal}` ? 'they' : d.text} find each other?`,
      (d) => `What does a perfect day look like for ${d.text}? I feel like it says a lot about you too.`,
      (d) => `How long have you had ${d.text}, and what's the best thing about life with a ${d.animal}?`,
    ],
    funny: [
      (d) => `Serious question: who's really in charge at home, you or ${d.text}? 😂`,
      (d) => `Be honest: does ${d.text} have more fans than you do? I think I already know the answer 😅`,
      (d) => `I'm mostly here to ask about ${d.text}. How are they doing? (Also hi.)`,
    ],
  },
  story: {
    playful: [
      (d) => `Wait, ${d.text}? Okay, I need the whole story. Go!`,
      (d) => `${capitalise(d.text)}? That's the best thing I've read today. Would you do it again?`,
      (d) => `Hold on, ${d.text}. What's the part of that story you never get to tell?`,
    ],
    thoughtful: [
      (d) => `You wrote that ${d.text}. What made you do it, and what did you take from it?`,
      (d) => `I liked reading that ${d.text}. How do you look back on that time now?`,
      (d) => `${capitalise(d.text)}, and I'm curious: what's one moment from it that stuck with you?`,
    ],
    funny: [
      (d) => `So ${d.text}. Asking for a friend (it's me): was it worth it? 😂`,
      (d) => `I had to read "${d.text}" twice. Please explain, I have questions 😅`,
      (d) => `Okay, ${d.text}. On a scale of 1 to 10, how good is the story you tell about it?`,
    ],
  },
  title: {
    playful: [
      (d) => `"${d.text}" made your profile, so it must be good. Sell it to me in one message!`,
      (d) => `Bold choice putting "${d.text}" up there. What's your favourite moment in it?`,
      (d) => `Quick: "${d.text}", what would you rate it out of 10, and can you defend that score?`,
    ],
    thoughtful: [
      (d) => `I noticed "${d.text}" on your profile. What is it about it that stays with you?`,
      (d) => `What drew you to "${d.text}"? I'm curious what it means to you.`,
      (d) => `"${d.text}" caught my eye. When did you first come across it, and what did it mean to you then?`,
    ],
    funny: [
      (d) => `"${d.text}": how many times have you gone back to it? Be honest 😅`,
      (d) =>
        `Confession: I judged your profile by "${d.text}". Is it your comfort pick or your impress-people pick? 😂`,
      (d) => `If I admit I know nothing about "${d.text}", will you still talk to me? Where do I start?`,
    ],
  },
  quote: {
    playful: [
      (d) => `"${d.text}" is my favourite line on your profile. What's the story behind it?`,
      (d) => `You wrote "${d.text}", and now I need to know more. Go!`,
      (d) => `"${d.text}": okay, I'm intrigued. Is there a longer version of that story?`,
    ],
    thoughtful: [
      (d) => `"${d.text}" made me smile. What's the story behind it?`,
      (d) => `I keep thinking about "${d.text}". Where does that line come from?`,
      (d) => `"${d.text}" says a lot in a few words. What made you put it on your profile?`,
    ],
    funny: [
      (d) => `"${d.text}": I read that three times and I have questions. First one: how did this happen? 😂`,
      (d) => `Your line "${d.text}" deserves a director's commentary. What's the behind-the-scenes version?`,
      (d) => `"${d.text}" is either a great story or a great cover-up. Which is it? 😅`,
    ],
  },
  place: {
    playful: [
      (d) => `${d.text}! What's the one thing there you'd make me try first? No tourist answers 😉`,
      (d) => `I see ${d.text} on your profile. Best spot there that nobody knows about, go!`,
      (d) => `${d.text}, nice. Would you give me the local tour or the tourist one?`,
    ],
    thoughtful: [
      (d) => `You mentioned ${d.text}. What's a moment from there that stuck with you?`,
      (d) => `What do you miss most about ${d.text}, or what do you love most about it now?`,
      (d) => `How did ${d.text} shape you? I'm curious what it was like.`,
    ],
    funny: [
      (d) => `${d.text}, huh? Asking for a friend (it's me): what's the one food there worth the trip? 😂`,
      (d) => `Be honest: does everyone from ${d.text} have a strong opinion about it, or is that just you? 😅`,
      (d) => `I've never had the full ${d.text} story from someone who knows. What am I getting wrong about it?`,
    ],
  },
  name: {
    playful: [
      (d) => `${d.text} made it onto your profile, so it must matter. Sell me on it in one message!`,
      (d) => `Okay, ${d.text}: casual fan or can-talk-for-an-hour fan? Be honest 😉`,
      (d) => `I spotted ${d.text} on your profile. Where should a beginner start?`,
    ],
    thoughtful: [
      (d) => `I noticed ${d.text} on your profile. What first drew you to ${d.text}?`,
      (d) => `What's the story with ${d.text}? I'm curious how that became part of your life.`,
      (d) => `${d.text} caught my eye. What's the story there?`,
    ],
    funny: [
      (d) => `Serious question about ${d.text}: how long could you talk on the subject before someone stops you? 😂`,
      (d) => `If I admit I know very little about ${d.text}, is this conversation over already? 😅`,
      (d) => `${d.text} is on your profile, so I have to ask: what's the hot take you've been saving?`,
    ],
  },
  activity: {
    playful: [
      (d) => `I see ${d.text} on your profile. Are you the serious one in the group, or the one who makes it fun?`,
      (d) => `${capitalise(d.text)}! What's the best day of ${d.text} you've ever had?`,
      (d) => `Okay, ${d.text}: beginner-friendly, or would you leave me behind? Be honest 😉`,
    ],
    thoughtful: [
      (d) => `How did you get into ${d.text}, and what keeps you coming back to it?`,
      (d) => `What does ${d.text} give you that nothing else does?`,
      (d) => `I noticed ${d.text} on your profile. What's a moment from it you still think about?`,
    ],
    funny: [
      (d) => `Honest question: would I survive ${d.text} with you, or should I start training now? 😅`,
      (d) => `Warning: my ${d.text} skills are untested. How patient a teacher are you? 😂`,
      (d) => `What's your most embarrassing ${d.text} moment? I promise to laugh with you, not at you.`,
    ],
  },
  thing: {
    playful: [
      (d) => `Okay, ${the(d)} on your profile: I need the story behind that. Go!`,
      (d) => `${capitalise(the(d))} made the cut on your profile, so it must be good. Sell me on it in one message!`,
      (d) => `I see ${the(d)} on your profile. Best memory that involves ${/s$/.test(d.text) ? 'them' : 'it'}, go!`,
    ],
    thoughtful: [
      (d) => `You mentioned ${the(d)}. What's the story there?`,
      (d) => `I noticed ${the(d)} on your profile. How did that become part of your life?`,
      (d) => `What is it about ${the(d)} that made it onto your profile? I'm curious.`,
    ],
    funny: [
      (d) => `I have exactly one question, and it's about ${the(d)}. What's the story? 😂`,
      (d) => `${capitalise(the(d))} on your profile raised questions. How much can you tell me? 😅`,
      (d) => `Be honest: how long have you been waiting for someone to ask about ${the(d)}?`,
    ],
  },
};

/** Openers with no detail in them, only for a profile that gives none. */
const DETAIL_FREE: Record<MessageStyle, string[]> = {
  playful: [
    'Settle a debate for me: breakfast for dinner, yes or absolutely yes?',
    "Quick, the perfect Sunday: what's on it? I'll rate it out of 10.",
    "What's the most spontaneous thing you've done this year? I'm collecting good stories.",
    'Two truths and a lie about your weekend. I promise to guess badly.',
    "What's a small thing that always puts you in a good mood?",
    "If you could be anywhere right now, where would it be? And don't say bed.",
  ],
  thoughtful: [
    "What's something you're looking forward to this month?",
    "What's the best thing that happened to you this week, big or small?",
    'What does a really good weekend look like for you?',
    "What's something you've changed your mind about in the last few years?",
    "What's a place that feels like home to you, even if you don't live there?",
    "What's something you're learning at the moment?",
  ],
  funny: [
    "Honestly, I've rewritten this opener four times. What's the best one you've ever received?",
    "Serious question: what's your most controversial food opinion? I promise to judge only a little.",
    "Professional overthinker here. What's something you've been overthinking lately?",
    "What's the most useless talent you have? I'll go second.",
    'Rate your karaoke confidence out of 10. Be honest, this matters more than it should.',
    "What's the worst advice you've ever followed? I'll match it with mine.",
  ],
};

/**
 * Every opener the profile supports, in the order they are shown: each detail once before any detail twice, so a
 * round of four is four different details where the profile has them, and "more" moves on to new ones. The
 * detail-free lines come only after every line on a detail.
 */
export function openerCandidates(
  match: MatchDetails,
  style: MessageStyle,
  order: (n: number) => number[],
): [onDetails: string[], detailFree: string[]] {
  const { details } = match;
  const lines: string[] = [];
  for (let pass = 0; pass < 3; pass += 1)
    for (const [i, detail] of details.entries()) {
      const forms = LINES[detail.kind][style];
      lines.push(forms[order(forms.length)[(pass + i) % forms.length]!]!(detail));
    }
  const greeted = match.name ? lines.map((line, i) => (i === 0 ? `Hi ${match.name}! ${line}` : line)) : lines;
  // In an order of their own per profile, so two profiles without details do not get the same three lines.
  const free = DETAIL_FREE[style];
  return [greeted, order(free.length).map((i) => free[i]!)];
}
