import { capitalise } from './language/tidy';
import { GRAMMAR_WORDS } from './rules/replies.rules';

/** The day and the thing of a plan, read from a message (plain text): "on Thursday", "the farmers market". */
export const DAYS =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|(?:(?:early|mid|late|the end of|end of|the start of|start of) )?next (?:week|month|weekend)|this week|weekend)\b/;
const PLAN_WORDS =
  /\b(drinks?|coffee|dinner|lunch|brunch|breakfast|market|concert|gig|show|ticket|hike|walk|class|movie|film|game|party|festival|jazz|bar|quiz|museum|gallery|picnic|trivia|karaoke|tacos|pizza|ramen|bowling|golf|climbing|bouldering|swim|surf|run|screening|exhibit|dumplings|crawl|aquarium|pottery|comedy|meetup|gym|night|thing|date|cinema|theatre|theater|beach|park|band|cruise|skating|lasagne|lasagna|braai|bbq|barbecue|tour|kayaking|paddleboarding|bingo|tasting|brewery|disco|session)\b/;

export const capDay = (day: string) =>
  day.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, capitalise);

/** Short forms that can only mean a day ("sat" and "sun" mean other things too). */
const SHORT_DAYS: Readonly<Record<string, string>> = {
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  tmrw: 'tomorrow',
};

export function dayOf(text: string): { when: string | null; day: string | null } {
  const short = /\b(tues|weds|thurs|tmrw)\b/.exec(text)?.[1];
  const day = DAYS.exec(text)?.[1] ?? (short ? SHORT_DAYS[short] : undefined);
  if (!day) return { when: null, day: null };
  const bare = capDay(day === 'weekend' ? 'this weekend' : day);
  return { when: /day$/.test(day) ? `on ${bare}` : bare, day: bare };
}

/** The thing they invited the user to: the noun phrase with a plan word in it ("little wine bar" → "the drink"). */
export function planOf(text: string): string | null {
  // A ticket is how, not what: "an extra ticket for the aquarium late night thing".
  // "i could show u": a verb, not a show.
  const plain = text.replace(/\bshow (u|you|me|us)\b/g, ' ');
  // A spare ticket with no plan word names no plan ("a spare ticket for the new wes anderson"): "the ticket" is no
  // outing to look forward to.
  return planWith(plain.replace(/\b(extra |spare )?tickets?\b/g, ' '), PLAN_WORDS);
}

const NOT_PLAN =
  /^(a|an|the|that|this|to|for|of|and|or|at|on|in|wanna|want|go|come|grab|get|doing|finally|we|are|so|ok|u|you|theres|there|is|i|have|extra|spare|my|her|his|ur|your|friend|bailed|does|near|me|some|any|hear|out|then|plus|mates?|friends|sisters?|brothers?|cousins?|too|much|way|made)$/;

function planWith(text: string, planWords: RegExp): string | null {
  // The plan's words come from its own clause: "…survives real life. drinks next week?" is "the drinks".
  const clause = text.split(/[.!?;,]+/).find((part) => planWords.test(part));
  if (!clause) return null;
  const words = clause.split(/[^a-z0-9']+/).filter(Boolean);
  // "saturday night" is when, not what: a plan word right after a day names the time ("a trad session saturday night").
  const at = words.findIndex((w, k) => planWords.test(w) && !(w === 'night' && DAYS.test(words[k - 1] ?? '')));
  if (at < 0) return null;
  // The plan word and up to two words before it that describe it ("farmers market", "rooftop jazz thing").
  const kept = [words[at]!];
  // "im thinking farmers market": a verb in "-ing" says what they do about the plan, not what it is.
  const describes = (w: string) =>
    !NOT_PLAN.test(w) &&
    !DAYS.test(w) &&
    !GRAMMAR_WORDS.includes(w) &&
    !/^(thinking|talking|planning|going|getting|meaning)$/.test(w);
  for (let i = at - 1; i >= Math.max(0, at - 2) && describes(words[i]!); i -= 1) kept.unshift(words[i]!);
  // "jazz thing", "late night thing": the words after a vague head belong to it too.
  // "night market(s)", "quiz night", "coffee place": a head word can be the first half of the plan's name.
  if (
    /^(thing|night|markets?|club|tours?|shows?|walks?|party|quiz|class|festival|fair|screening|gigs?|place|spot|shop|session)$/.test(
      words[at + 1] ?? '',
    )
  )
    kept.push(words[at + 1]!);
  return `the ${kept.join(' ')}`;
}
