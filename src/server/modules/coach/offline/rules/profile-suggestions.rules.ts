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
    '{QUOTE} {SAYS} what you do not want. One line about what you do want, in place of it, reads warmer to the right person.',
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
 * What each kind of fix does, said in a few words, for the line a bio with nothing else to fix gets ("Little to
 * change: the edit makes 3 small fixes: capitals on names and a capital "I""), keyed by the fix's reason
 * (rules/bio-edits.rules.ts FIX_REASONS).
 */
export const FIX_SUMMARIES: Readonly<Record<string, string>> = {
  textspeak: 'texting forms written out',
  lone_i: 'a capital "I"',
  capital: 'capitals to start sentences',
  name: 'capitals on names',
  spelling: 'a spelling corrected',
  punctuation: 'repeated marks cut to one',
  run_on: 'a run-on split',
  full_stop: 'full stops between sentences',
};

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

/** Pieces shared by the patterns of UNWANTED below. */
export const UNWANTED_PIECES = {
  /** A word boundary that also holds after an apostrophe ("don't"). */
  B: "(?<![\\p{L}'])",
  E: "(?![\\p{L}'])",
  WORD: "[\\p{L}']+",
  /** Not after words that turn the line round ("which doesn't mean i hate sf"). */
  NOT_TURNED: "(?<!(?:doesn'?t mean|does not mean|not that|not because) )",
};

/**
 * What the "says what you do not want" suggestion reads: statements that refuse, warn, complain or set a condition.
 * Naming the site ("okc", "on here", "this profile") is none of these, so it is not here, though the score's
 * Negativity still counts it (rules/profile-score.rules.ts, site-talk). Matched on the bio lower-cased; the
 * suggestion quotes the clause each match starts.
 */
export const UNWANTED: readonly Rule<string>[] = [
  {
    id: 'dont-want',
    when: [
      "{B}{NOT_TURNED}(?:don'?t|do not|never|won'?t|will not) (?:even |really |ever )?(?:want|date|tolerate|respond|reply|answer|message|text|write|contact|swipe|bother|waste|like(?!(?: to)? (?:try|talk|describ|writ|judg|brag|sound)\\w*)|care for|deal with|put up with|do (?:drama|games|hook ?ups|casual)){E}",
    ],
    then: 'a refusal',
  },
  {
    id: 'not-into',
    when: [
      '{B}not (?:into|interested in|a fan of|big on|down for|cool with|ok with|okay with|here (?:for|to)){E}',
      '{B}no (?:interest in|time for|patience for){E}',
    ],
    then: 'a refusal',
  },
  {
    id: 'no-list',
    when: [
      '{B}(?:no|zero) (?:drama|games|mind games|head games|time ?wasters|hook ?ups|players|fakes|catfish(?:ers)?|liars|flakes|creeps|smokers|married (?:men|women|guys)|pen ?pals|one night stands|bs|fat(?:ties)?|weirdos){E}',
      '{B}drama[ -]free{E}',
    ],
    then: 'a warning',
  },
  {
    id: 'hate',
    when: [
      // "i truly hate to admit it" is a figure of speech, not a dislike.
      "{B}{NOT_TURNED}(?:i |and |but )(?:really |truly |just )?(?:hate(?! to (?:admit|say|brag|break|be that))|can'?t stand|cannot stand|despise|loathe|detest|dislike(?! (?:try|talk|describ|writ|judg|brag)\\w*)){E}",
      '{B}(?:pet peeves?|deal ?breakers?|turn[ -]offs|(?:biggest|big|my|a) turn[ -]off){E}',
      // "got sick of it" tells a past story (a job left), not a warning.
      '{B}(?<!(?:got|get|gets|getting) )(?:sick|tired) of{E}',
      '{B}fed up{E}',
      '{B}(?:annoys|bugs|irritates) me{E}',
      '{B}drives me (?:crazy|nuts|insane|mad){E}',
    ],
    then: 'a complaint',
  },
  {
    id: 'condition',
    when: [
      "{B}if (?:you(?:'re| are)?|ur|u r?) (?:{WORD},? ){0,6}?(?:swipe left|move (?:on|along)|keep (?:scrolling|moving|walking)|don'?t (?:bother|message|write|contact)|we won'?t|this isn'?t)",
      '{B}(?:swipe left|move (?:on|along)|keep scrolling|unmatch(?: me)?) if{E}',
    ],
    then: 'a condition',
  },
  {
    id: 'complaint',
    when: [
      '{B}(?:a )?waste of (?:my |your )?time{E}',
      '{B}(?:this|these) (?:site|app|apps|sites|thing) (?:is|are) (?:a joke|useless|pointless|a waste){E}',
      '{B}fake (?:profiles|people|accounts){E}',
      '{B}(?:cheaters?|liars|gold ?diggers?){E}',
    ],
    then: 'a complaint',
  },
];

/**
 * Verbs of a state, a feeling or a view, not of doing: "I value honesty", "I prefer to be around people" are not
 * praised as "you doing things" (profile-suggestions.ts). Lemmas.
 */
export const NOT_DOING_VERBS: readonly string[] = [
  'be',
  'value',
  'appreciate',
  'cherish',
  'care',
  'prefer',
  'crave',
  'hold',
  'rely',
  'expect',
  'respect',
  'admire',
  'seek',
  'miss',
  'own',
  'deserve',
  'act',
  'spend',
  'mean',
  'hate',
  'dislike',
  'feel',
  'remain',
  'become',
  'get',
  'tend',
  'wonder',
  'suppose',
  'assume',
  'doubt',
  'understand',
  'agree',
  'worry',
  'fear',
  'lack',
];
