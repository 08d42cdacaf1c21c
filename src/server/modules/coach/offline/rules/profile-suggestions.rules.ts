import type { Rule } from './matcher';

/**
 * The Profile Coach's suggestions (profile-suggestions.ts, decision 0054): each template names the bio's own words
 * ({QUOTE}, {OPENING}, {N}...), so no two bios get the same line unless they wrote the same thing. Data only.
 */
export const SUGGESTION_TEMPLATES = {
  cutDone: 'The edit cuts {QUOTE}: {REASON}',
  clicheKept:
    '{QUOTE} appears in countless profiles. In "{OPENING}", swap it for something you actually did, and the line becomes yours.',
  negative:
    '{QUOTE} says what you do not want. One line about what you do want, in place of it, reads warmer to the right person.',
  generic: '{QUOTE} could describe anyone. Show it with one thing you did: a place, a day, a name.',
  demand: '{QUOTE} tells the reader who they must be. What you would enjoy doing together invites them in instead.',
  fillIn:
    'Complete the part in brackets the edit adds, "{FILL_IN}", with your own words: it is what a match can reply to.',
  short: 'At {N} characters there is little to reply to. {FILL_HINT}',
  shortFillHint: 'The edit marks one place to add a detail only you know.',
  shortNoFill: 'One more sentence about something you did recently (where, with whom) gives a match an opening.',
  long: 'At {N} characters many readers stop early. Your most specific line, "{OPENING}", is worth keeping; shorten the lines around it.',
  split: 'The {N}-word sentence that starts "{OPENING}" is hard to follow: split it into two or three.',
  interests:
    'You told us you are into {INTERESTS}, and the bio does not say so yet: one line with a detail (where, what, how often) would.',
  serious:
    'You are looking for something serious and the bio does not say so: one warm line about what you hope to build would.',
  emoji: 'Keep the {N} emoji to one or two, so your words do the work.',
  detailsPraise: 'Details like {QUOTE} give a match something real to ask about.',
  questionPraise: 'Your question, "{OPENING}", gives a match an easy first message.',
  actionsPraise: 'Lines like {QUOTE} show you doing things, in your own voice.',
} as const;
export type SuggestionTemplate = keyof typeof SUGGESTION_TEMPLATES;

/**
 * A demand ("you must", "you should") is only a demand in the bio's own voice: inside a title or a quote ("a book
 * called you must remember this") it is someone else's words. Matched against the words just before the demand.
 */
export const NOT_A_DEMAND: readonly Rule<string>[] = [
  {
    id: 'title-before',
    when: [
      '\\b(?:book|novel|song|album|film|movie|show|series|play|poem|called|titled|named|read|reading|watching|by)\\W+(?:\\w+\\W+){0,2}$',
    ],
    then: 'part of a title',
  },
  { id: 'quoted', when: ['["“][^"”]*$'], then: 'inside a quote' },
];
