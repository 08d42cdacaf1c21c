import type { Rule } from './matcher';

/**
 * The profile score's phrase lists and weights (docs/coach-rubric.md), compiled by matcher.ts and read by
 * profile-features.ts and profile-rubric.ts. Patterns are matched on the bio lower-cased, with curly apostrophes
 * straightened. The weights at the end are fitted by `npm run fit:score` on the development bios only.
 */

/** Pieces shared by the patterns below. */
export const PROFILE_SCORE_PIECES = {
  /** A word boundary that also holds after an apostrophe ("don't"). */
  B: "(?<![\\p{L}'])",
  E: "(?![\\p{L}'])",
  DONT: "(?:don'?t|do not|please don'?t|never)",
  NOT: "(?:not|no|never|don'?t|can'?t|won'?t)",
};

/**
 * Stock phrases: each costs points wherever it appears. `then` is how the note names it. A rule names one idea, so
 * "work hard, play hard" is one cliché, not two.
 */
export const CLICHE_RULES: readonly Rule<string>[] = [
  { id: 'love-to-laugh', when: ['{B}(?:love|like) to laugh{E}'], then: 'love to laugh' },
  { id: 'partner-in-crime', when: ['{B}partner in crime{E}'], then: 'partner in crime' },
  {
    id: 'fluent-in-sarcasm',
    when: ['{B}fluent in sarcasm{E}', '{B}sarcasm is my (?:love )?language{E}'],
    then: 'fluent in sarcasm',
  },
  { id: 'work-hard-play-hard', when: ['{B}work hard,? play hard(?:er)?{E}'], then: 'work hard, play hard' },
  { id: 'live-laugh-love', when: ['{B}live,? laugh,? love{E}'], then: 'live, laugh, love' },
  {
    id: 'just-ask',
    when: ['{B}(?:just|simply) ask(?: me)?[.!]?$', '{B}(?:just|simply) ask{E}', '{B}ask me anything{E}'],
    then: 'just ask',
  },
  { id: 'down-to-earth', when: ['{B}down[ -]to[ -]earth{E}'], then: 'down to earth' },
  { id: 'other-half', when: ['{B}(?:my|the) other half{E}', '{B}my better half{E}'], then: 'my other half' },
  { id: 'netflix-and-chill', when: ['{B}netflix (?:and|&|n) chill{E}'], then: 'Netflix and chill' },
  {
    id: 'adventure-seeker',
    when: ['{B}adventure (?:seeker|junkie|lover){E}', '{B}thrill[ -]seeker{E}'],
    then: 'adventure seeker',
  },
  {
    id: 'love-to-travel',
    when: ['{B}(?:love|like) to travel{E}', '{B}wanderlust{E}', '{B}travel junkie{E}'],
    then: 'love to travel',
  },
  { id: 'easy-going', when: ['{B}easy[ -]?going{E}', '{B}laid[ -]back{E}'], then: 'easygoing' },
  { id: 'good-vibes', when: ['{B}good vibes(?: only)?{E}'], then: 'good vibes' },
  {
    id: 'bad-at-bios',
    when: [
      '{B}(?:not good|bad|terrible|horrible) at (?:this|bios|these|writing (?:about myself|these)){E}',
      "{B}(?:don'?t|do not|not)(?: really)? (?:know|sure) what to (?:write|say){E}",
      '{B}hate writing (?:these|about myself){E}',
    ],
    then: 'not good at this',
  },
  { id: 'foodie', when: ['{B}foodie{E}'], then: 'foodie' },
  { id: 'gym-and-couch', when: ['{B}(?:the )?gym (?:and|or) (?:the )?couch{E}'], then: 'the gym and the couch' },
  {
    id: 'friends-describe-me',
    when: ["{B}my friends (?:would )?(?:describe|say) (?:me as|i am|i'm){E}"],
    then: 'my friends would describe me as',
  },
  { id: 'hopeless-romantic', when: ['{B}hopeless romantic{E}'], then: 'hopeless romantic' },
  { id: 'here-for-a-good-time', when: ['{B}here for a good time{E}'], then: 'here for a good time' },
  {
    id: 'simple-person',
    when: ['{B}(?:just )?a (?:simple|regular|normal) (?:guy|girl|man|woman|person|gal|dude){E}'],
    then: 'just a simple guy',
  },
  { id: 'best-life', when: ['{B}living my best life{E}'], then: 'living my best life' },
  { id: 'big-heart', when: ['{B}(?:a )?big heart{E}', '{B}heart of gold{E}'], then: 'big heart' },
  { id: 'go-with-the-flow', when: ['{B}go(?:es)? with the flow{E}'], then: 'go with the flow' },
  {
    id: 'little-things',
    when: ['{B}(?:enjoy|appreciate|love) the (?:little|simple|small) things{E}', '{B}the simple things in life{E}'],
    then: 'the little things',
  },
  { id: 'sense-of-humour', when: ['{B}(?:good |great )?sense of humou?r{E}'], then: 'sense of humour' },
  {
    id: 'like-to-have-fun',
    when: ['{B}(?:i )?(?:like|love) (?:to )?(?:have|having) fun{E}'],
    then: 'love to have fun',
  },
  { id: 'no-regrets', when: ['{B}life is (?:too )?short{E}', '{B}yolo{E}', '{B}no regrets{E}'], then: 'life is short' },
  {
    id: 'looking-for-the-one',
    when: ['{B}(?:looking for|find) (?:the one|my soul ?mate|my person){E}'],
    then: 'looking for the one',
  },
];

/**
 * Lines that read as defensive, demanding or bitter: warnings to the reader, lists of what they do not want,
 * complaints about the site or about exes. `then` is the kind the note names.
 */
export const NEGATIVITY_RULES: readonly Rule<string>[] = [
  {
    id: 'no-drama',
    when: ['{B}(?:no|zero|hate|avoid) drama{E}', '{B}drama[ -]free{E}', '{B}no (?:games|mind games|head games){E}'],
    then: 'a warning',
  },
  {
    id: 'dont-message',
    when: [
      '{B}{DONT} (?:even )?(?:bother )?(?:message|messaging|text|texting|write|writing|contact|msg|swipe|waste)(?: me)?{E}',
      "{B}(?:please )?(?:don'?t|do not) bother{E}",
    ],
    then: 'a warning',
  },
  {
    id: 'swipe-left-if',
    when: [
      '{B}swipe left if{E}',
      '{B}unmatch(?:ing)? (?:you )?if{E}',
      '{B}(?:move|keep) (?:on|moving|scrolling) if{E}',
    ],
    then: 'a warning',
  },
  {
    id: 'no-list',
    when: [
      '{B}no (?:time ?wasters|hook ?ups|players|fakes|catfish(?:ers)?|liars|flakes|creeps|smokers|drugs|married (?:men|women)|pen ?pals|one night stands){E}',
    ],
    then: 'a refusal',
  },
  {
    id: 'if-you-cant',
    when: [
      "{B}if you (?:can'?t|don'?t|aren'?t|are not|do not|won'?t|are just|are only|just want|only want)(?! mind){E}",
    ],
    then: 'a condition',
  },
  {
    id: 'not-interested',
    when: [
      '{B}not (?:interested in|looking for|into) (?:a |any |someone |anyone |people |guys |girls |men |women )?{E}',
      '{B}not here (?:for|to){E}',
    ],
    then: 'a refusal',
  },
  { id: 'tired-of', when: ['{B}(?:sick|tired) (?:of|and tired){E}', '{B}fed up{E}'], then: 'a complaint' },
  // "i hate to admit it" is a figure of speech, not a complaint.
  {
    id: 'hate',
    when: ["{B}i (?:really )?(?:hate|can'?t stand|despise|loathe){E}(?! to (?:admit|say|brag|break|be that))"],
    then: 'a complaint',
  },
  {
    // Other users run down: "a lot of people here are incredibly immature", "all they focus on is looks".
    id: 'people-here',
    when: [
      '{B}(?:people|guys|girls|men|women|folks)(?: on here| here| on this (?:site|app))? (?:are|seem|can be) (?:so |incredibly |really |very |just |mostly |all )?(?:immature|shallow|fake|rude|flaky|superficial|creepy|desperate|liars){E}',
      '{B}all (?:they|people|guys|girls|men|women) (?:care about|focus on|think about|want) is{E}',
    ],
    then: 'a complaint',
  },
  {
    id: 'dealbreakers',
    when: [
      '{B}deal ?breakers?{E}',
      '{B}pet peeves?{E}',
      '{B}(?:annoys|bugs) me{E}',
      '{B}drives me (?:crazy|nuts|insane){E}',
    ],
    then: 'a complaint',
  },
  {
    id: 'past-hurt',
    when: [
      '{B}my ex(?:es)?{E}',
      '{B}(?:been|got) (?:hurt|burned|burnt)(?: before)?{E}',
      '{B}cheaters?{E}',
      '{B}(?:liars|lying){E}',
      '{B}trust issues{E}',
    ],
    then: 'a complaint',
  },
  {
    id: 'site-complaint',
    when: [
      '{B}waste (?:of )?(?:my |your )?time{E}',
      '{B}(?:this|these) (?:site|app|apps|sites) (?:is|are) (?:a joke|useless|pointless|weird|awkward){E}',
      '{B}fake (?:profiles|people|accounts){E}',
      '{B}only (?:here|on here) because{E}',
    ],
    then: 'a complaint',
  },
  {
    id: 'site-talk',
    when: [
      '{B}(?:online dating|this (?:site|app|website|thing)|dating (?:sites?|apps?|websites?)|okc(?:upid)?|on here|my profile|this profile){E}',
      "{B}(?:i'?m|i am|i'?ll be) away (?:until|till|for){E}",
    ],
    then: 'talk about the site',
  },
  {
    id: 'if-youre-just',
    when: [
      "{B}if (?:all )?you(?:'re| are) (?:just |only )?(?:looking for|here for|after) (?:a )?(?:hook ?up|sex|fun|fling|one night|pen ?pal|something casual){E}",
    ],
    then: 'a condition',
  },
  {
    id: 'shallow',
    // Aimed at the reader ("no fatties", "gold diggers"), not a joke about oneself ("does this look fat").
    when: ['{B}no (?:fat|ugly|fatties|fatty|fattys|overweight)(?: [a-z]+)?{E}', '{B}(?:gold ?diggers?|bitches){E}'],
    unless: ['{B}not shallow{E}'],
    then: 'a complaint',
  },
];

/** Lines about who the reader must be: they cost Negativity like a warning does. */
export const DEMAND_RULES: readonly Rule<string>[] = [
  {
    id: 'looking-for-who',
    when: [
      '{B}(?:looking for|seeking|in search of|want|need) (?:a |an )?(?:[a-z-]+ ){0,2}(?:woman|man|lady|girl|guy|partner|someone|somebody|person) (?:who|that|with){E}',
    ],
    then: 'a demand',
  },
  {
    id: 'is-a-must',
    when: [
      '{B}(?:is|are) (?:a must|vital|required|mandatory|non-negotiable){E}',
      '{B}please (?:be|know how to|have){E}',
    ],
    then: 'a demand',
  },
  {
    id: 'must-be',
    when: [
      '{B}(?:you|she|he) (?:must|should|needs? to|has to|have to){E}',
      '{B}must (?:be|have|love) (?:a |an )?(?:[a-z-]+ )?(?:person|guy|girl|woman|man|lady|partner){E}',
    ],
    then: 'a demand',
  },
];

/** Invitations to write: they give a match a way in even without a question mark. */
export const HOOK_RULES: readonly Rule<string>[] = [
  {
    id: 'tell-me',
    when: [
      '(?<!(?:friends|people|they|everyone|others|you|he|she|family|mom|mother|dad) ){B}tell me (?:about|your|what|which|why|how|something|a ){E}',
    ],
    then: 'tell me',
  },
  { id: 'ask-me-about', when: ['{B}ask me (?:about|how|why|what){E}'], then: 'ask me about' },
  {
    id: 'convince-me',
    when: ['{B}(?:convince|teach|show|challenge|impress) me{E}', '{B}change my mind{E}'],
    then: 'convince me',
  },
  {
    id: 'message-me-if',
    when: [
      '{B}(?:message|write|msg) me if{E}',
      '{B}you should (?:message|write|msg) me{E}',
      '{B}bonus points (?:if|for){E}',
    ],
    then: 'message me if',
  },
  {
    id: 'lets',
    when: ["{B}let'?s (?:go|get|grab|trade|talk|argue|debate|see|find|make|have|swap|compare){E}"],
    then: "let's",
  },
  {
    id: 'your-favourite',
    when: ['{B}your (?:go-to|favou?rite|best|worst|dream){E}', '{B}recommend(?:ations?)? (?:for|on)?{E}'],
    then: 'your favourite',
  },
  {
    id: 'two-truths',
    when: ['{B}two truths and a lie{E}', '{B}guess (?:which|what|where|how){E}'],
    then: 'guess which',
  },
];

/** A question counts as a hook when it speaks to the reader, or is short enough to answer in a line. */
export const READER_QUESTION = "(?:^|[^\\p{L}'])(?:you|your|you're|ya|u|yours)(?![\\p{L}'])";

/** Questions that ask the reader nothing: they do not count as a hook. */
export const RHETORICAL_QUESTION =
  "^(?:.*[, ]right|why not|who knows|who am i|where (?:to|do i|should i|can i) (?:begin|start)|what(?:'?s| is) the point(?: of [a-z ]+)?|right|huh|what else|what can i say|what more can i say|ya know|you know|get it|am i right|who doesn'?t|what'?s not to (?:like|love))\\?$";

/** Words that start a place's name ("new york", "san diego", "orange county" is caught by its second word). */
export const NAME_PREFIXES: readonly string[] = [
  'new',
  'san',
  'santa',
  'los',
  'las',
  'el',
  'la',
  'st',
  'saint',
  'north',
  'south',
  'east',
  'west',
  'upper',
  'lower',
  'mount',
  'mt',
  'lake',
  'port',
  'fort',
  'puerto',
  'costa',
  'hong',
  'rio',
  'buenos',
  'palo',
  'orange',
];

/** Signs of a person talking: humour, a view of their own, self-awareness. `then` is the kind the note names. */
export const VOICE_RULES: readonly Rule<string>[] = [
  { id: 'laughing', when: ['{B}(?:ha(?:ha)+|hah|lol|lmao|hehe|rofl){E}', '[;:]-?[)pd]'], then: 'humour' },
  {
    id: 'self-mockery',
    when: [
      '{B}(?:embarrassing(?:ly)?|i confess|i admit|admittedly|guilty pleasure|secretly|my weakness|nerd|dork|geek|terrible at|hopeless at|bad at|worst at|awkward|shameless(?:ly)?){E}',
    ],
    unless: ['{B}(?:not good|bad|terrible|horrible) at (?:this|bios|these){E}'],
    then: 'self-mockery',
  },
  {
    id: 'opinion',
    when: [
      '{B}i (?:think|believe|reckon|suspect|insist|maintain|refuse|swear|firmly){E}',
      "{B}i'?d (?:rather|argue|say){E}",
      '{B}in my (?:humble )?opinion{E}',
      '{B}(?:overrated|underrated|the best|the worst|hands down|no contest|fight me){E}',
    ],
    then: 'a view',
  },
  {
    id: 'enthusiasm',
    when: ["{B}(?:obsessed|addicted|can'?t get enough|crazy about|in love with|geek out|nerd out|die-hard|diehard){E}"],
    then: 'enthusiasm',
  },
  {
    id: 'exaggeration',
    when: ['{B}(?:probably|possibly|allegedly|apparently|technically|officially|unofficially|arguably){E}'],
    then: 'humour',
  },
  {
    id: 'aside-to-reader',
    when: [
      "{B}(?:not to brag|to be fair|for the record|fair warning|spoiler|full disclosure|confession|truth be told|between you and me|don'?t judge|i know, i know){E}",
    ],
    then: 'an aside',
  },
  {
    id: 'what-if',
    when: [
      '{B}if i (?:had|could|were) (?:to |only )?[a-z]+{E}',
      '{B}(?:desert island|zombie apocalypse|rest of my life|superpower|time machine){E}',
    ],
    then: 'a what-if',
  },
  {
    id: 'self-knowledge',
    when: [
      "{B}i'?m (?:at my )?(?:happiest|proudest|best|worst|most [a-z]+) (?:when|at|with|in){E}",
      '{B}(?:silly|sarcastic|goofy|quirky|dorky|nerdy|weird|odd|strange|ridiculous|absurd){E}',
      '{B}(?:pretty darn|kind of|sort of|a tad|a wee bit|seriously|honestly|literally){E}',
    ],
    then: 'self-awareness',
  },
  {
    id: 'story',
    when: [
      '{B}one (?:time|day|summer|night){E}',
      '{B}(?:once|last (?:year|summer|winter|spring|fall|autumn|week|month)|when i was|grew up|the time i|i still|i used to|years ago|as a kid){E}',
    ],
    then: 'a story',
  },
];

/**
 * Words that say nothing a stranger could picture: they cost Specificity. Generic self-descriptions ("fun",
 * "easygoing") and catch-alls ("stuff", "things").
 */
export const VAGUE_WORDS: readonly string[] = [
  'stuff',
  'things',
  'thing',
  'whatever',
  'etc',
  'etcetera',
  'anything',
  'everything',
  'something',
  'fun',
  'funny',
  'outgoing',
  'nice',
  'chill',
  'cool',
  'awesome',
  'amazing',
  'great',
  'interesting',
  'random',
  'normal',
  'simple',
  'adventurous',
  'spontaneous',
  'passionate',
  'positive',
  'genuine',
  'caring',
  'loyal',
  'honest',
  'sweet',
  'friendly',
  'social',
  'active',
  'happy',
  'smart',
  'intelligent',
  'ambitious',
  'driven',
  'open-minded',
  'relaxed',
  'mellow',
  'loving',
  'respectful',
  'humble',
  'independent',
  'easygoing',
];

/** Nouns too general to count as a detail on their own: "I like music, movies and food". */
export const GENERIC_NOUNS: readonly string[] = [
  'thing',
  'things',
  'stuff',
  'people',
  'person',
  'life',
  'time',
  'times',
  'fun',
  'friend',
  'friends',
  'family',
  'music',
  'movie',
  'movies',
  'film',
  'films',
  'food',
  'travel',
  'traveling',
  'travelling',
  'place',
  'places',
  'world',
  'way',
  'lot',
  'lots',
  'guy',
  'guys',
  'girl',
  'girls',
  'man',
  'men',
  'woman',
  'women',
  'someone',
  'something',
  'anything',
  'everything',
  'nothing',
  'day',
  'days',
  'night',
  'nights',
  'year',
  'years',
  'work',
  'job',
  'city',
  'everyone',
  'love',
  'relationship',
  'partner',
  'kind',
  'sense',
  'humor',
  'humour',
  'heart',
  'mind',
  'adventure',
  'adventures',
  'bit',
  'nature',
  'outdoors',
  'sport',
  'sports',
  'book',
  'books',
  'show',
  'shows',
  'tv',
  'art',
  'dancing',
  'reading',
  'hiking',
  'cooking',
  'going',
  'hanging',
  'conversation',
  'conversations',
  'type',
  'kinds',
  'sort',
  'part',
  'end',
  'side',
  'self',
  'question',
  'questions',
  'profile',
  'site',
  'date',
  'dates',
  'dating',
  'interest',
  'interests',
  'hobby',
  'hobbies',
  'activity',
  'activities',
  'moment',
  'moments',
  'weekend',
  'weekends',
  'area',
  'bay',
  'home',
  'house',
  'school',
  'lady',
  'dude',
  'gal',
  'fella',
  'experience',
  'experiences',
  'fact',
  'idea',
  'ideas',
  'advantage',
  'ones',
  'summary',
  'disclosure',
  'dream',
  'hole',
  'chance',
  'others',
  'deal',
  'matter',
  'lol',
  'haha',
  'i',
  'im',
  "i'm",
  'me',
  'you',
  'u',
  'ur',
  'okcupid',
  'okc',
  'bio',
  'body',
  'head',
  'hand',
  'hands',
  'eye',
  'eyes',
  'face',
  'member',
  'human',
  'individual',
  'somebody',
  'anyone',
  'whole',
  'stuff',
  'piece',
  // Who someone is, not a thing to ask about.
  'gay',
  'lesbian',
  'straight',
  'bisexual',
  'single',
  'christian',
  'catholic',
  'jewish',
  'muslim',
  'atheist',
  'kid',
  'kids',
  'child',
  'children',
  'parent',
  'parents',
  'room',
  'couch',
  'bed',
  'table',
  'car',
];

/**
 * The score's thresholds, fitted with `npm run fit:score` on the development bios (ids not a multiple of 3) and
 * pasted here; the criteria's maxima are in profile-criteria.ts. Every weight is monotone: more detail, voice or
 * a question never lowers a score, another cliché or complaint never raises it.
 */
export const PROFILE_SCORE_WEIGHTS = {
  /** Characters below which a bio is too short to show anyone; above `ramble`, long bios start to lose readers. */
  length: { short: 200, ramble: 1600, floor: 0 },
  /** Distinct concrete things and names for full Detail (on a log scale: the first few count most). */
  detail: { full: 12 },
  /**
   * Exact things for full Specificity: names, places, numbers, titles, and concrete nouns with at most `rareSenses`
   * meanings in WordNet ("sourdough", "cello"); each vague word cancels `vagueCost` of one.
   */
  specificity: { full: 16, vagueCost: 0.5, rareSenses: 1 },
  /** Signs of voice for full marks: humour, a view, a story, things done in the first person, asides, varied rhythm. */
  voice: { full: 3, variety: 4 },
  /** Each cliché and each negative line takes this share of its criterion. */
  cliches: { each: 0.5 },
  negativity: { each: 0.5 },
  readability: {
    long: 1600,
    abstractShare: 0.2,
    commasPerSentence: 3,
    longestSentence: 60,
    misspeltShare: 0.04,
    emoji: 3,
  },
};
