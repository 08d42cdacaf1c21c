import type { MessageStyle } from '../../../../../shared/coach-options';
import { GOT_INTO, LET_IN, STOLE_VALUABLES, type ActName, type ToneName } from './reply-acts.rules';

/**
 * Help Me Reply as a table: which replies a message gets, by what it does (its act, or a conversation case), how it
 * feels (tone), what it is about (topic kind) and what could be read from it (slots). replies.ts takes the first row
 * that fits, fills its lines for the chosen style, and keeps three that are whole (every {slot} filled). Every line
 * is sendable as is: no bracketed gaps. Where only the user knows the answer (a yes or a no, one side of a choice),
 * the options are the answers, each written out, and the user picks the true one.
 *
 * Slots: {thing} the main thing they named, said from the user's side ("your cat", "the fire alarm"); {other} a
 * second one; {event} what happened to them ("your cat stole your seat again"); {happened} the same, told in the past
 * and ending on what it happened to ("a magpie swooped you three times"); {badEvent} the same when it says what
 * went wrong ("you dropped your phone in the loo"); {pet} their pet ("your cat");
 * {mishap} the main thing when it is no person or pet, for "sorry about…"; {dare} a flirt's "I'd…" said back ("you'd be very distracting"); {news} what their news is about ("the job"); {reason} why they are busy; {day}, {when}, {plan} of an invitation;
 * {asked} what their question asks about, the user's side ("my go-to Sunday"), as {askedThing} when it is a thing the
 * match has too, or {askedClause} when it is a clause ("how many tabs I have open"); {optA}, {optB} the two sides of a
 * choice; {yes}, {no} a yes or no answer to their question ("I do", "I don't"); {stake} what a bet is for;
 * {wear} what they will wear to be found ("yellow raincoat"); {company} what they want company for ("go to the zoo"); {relayer} who of theirs passed praise on ("your sister"); {quoted} words they quote; {deed} where the user does
 * what they praise ("the animal shelter"); {platform} the app they want to move to; {treat} what a goodbye leaves them to enjoy; {mine} a thing of the user's they praise; {praise} what they call the user ("easy to talk to"); {qthing} the first thing their question names ({qthingOnly} when their question could not be said back whole); {detail} a place or name from their lines; {newsFirst} one from
 * this message, told before a question about the user; {echo} their question said back from the user's side ("What
 * music am I into"); {charge} what a tease charges the user with, said back ("I spelled colour wrong"); {betweenUs} what a flirt says of the
 * two of them, said back ("You think I'd look good in your hoodie"); {theirNews} what they tell of themselves,
 * their news or their excuse, said back ("You passed your driving test", "Your phone died at the football");
 * {flirtThing} the thing a flirt hangs on ("your hoodie"); {sorryFor} what they apologise for, from the user's side
 * ("the late reply", "the rant about your ex"); {want} what they say they want from dating ("something long term");
 * {period} the stretch of time they ask about, as the answer says it ("this week", "today"). A capital first letter
 * ({Thing}) capitalises the filled text.
 */

export type TopicKind = 'pet' | 'food' | 'travel' | 'weather' | 'work' | 'people' | 'screen' | 'music' | 'sport';

/** Head nouns (lemmas) that tell what a message is mostly about. */
export const TOPIC_KINDS: Readonly<Record<TopicKind, readonly string[]>> = {
  pet: ['cat', 'dog', 'puppy', 'kitten', 'pup', 'hamster', 'rabbit', 'bunny', 'parrot', 'goldfish', 'pet'],
  food: [
    ...['toast', 'pasta', 'pizza', 'dinner', 'lunch', 'breakfast', 'brunch', 'cake', 'bread', 'soup', 'coffee'],
    ...['taco', 'ramen', 'sushi', 'curry', 'burger', 'cookie', 'dumpling', 'lasagna', 'pancake', 'recipe', 'oven'],
    ...['lasagne', 'takeaway', 'noodle', 'pie', 'steak', 'salad', 'roast', 'stew', 'risotto', 'kebab'],
  ],
  travel: [
    ...['train', 'bus', 'flight', 'plane', 'airport', 'trip', 'ferry', 'tram', 'subway', 'car', 'bike', 'traffic'],
    ...['holiday', 'vacation', 'hotel', 'passport', 'luggage', 'suitcase'],
  ],
  weather: ['rain', 'umbrella', 'storm', 'snow', 'heat', 'weather', 'sunburn', 'wind'],
  work: ['boss', 'meeting', 'office', 'coworker', 'colleague', 'shift', 'client', 'email', 'presentation', 'job'],
  people: [
    ...['roommate', 'flatmate', 'sister', 'brother', 'mom', 'mum', 'dad', 'friend', 'neighbour', 'neighbor'],
    ...['grandma', 'grandpa', 'nephew', 'niece', 'cousin', 'kid', 'parent'],
    ...['grandad', 'granddad', 'nan', 'nana', 'gran', 'granny', 'aunt', 'auntie', 'uncle', 'son', 'daughter'],
    ...['husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'mate', 'housemate', 'bestie', 'stranger'],
    ...['boy', 'girl', 'man', 'woman', 'lady', 'child', 'baby', 'toddler', 'teenager', 'landlord', 'landlady'],
    ...['teacher', 'usher', 'barber', 'waiter', 'waitress', 'driver', 'customer', 'instructor', 'tutor', 'trainer'],
    ...['doctor', 'dentist', 'nurse', 'vet', 'guy'],
  ],
  screen: ['show', 'series', 'movie', 'film', 'episode', 'season', 'documentary', 'book', 'novel', 'podcast'],
  music: ['song', 'album', 'band', 'concert', 'playlist', 'gig', 'festival', 'guitar', 'piano', 'karaoke'],
  sport: [
    ...['run', 'race', 'marathon', 'gym', 'match', 'game', 'soccer', 'football', 'tennis', 'climbing', 'hike'],
    ...['yoga', 'swim', 'workout', 'class', 'team'],
  ],
};

/** Their own people, whom they may name without "my" ("coworker microwaved fish", "mum says hi"): said back as "your …". */
export const KIN: readonly string[] = [
  ...['mum', 'mom', 'mam', 'dad', 'sister', 'brother', 'flatmate', 'roommate', 'housemate', 'coworker', 'colleague'],
  ...['boss', 'manager', 'neighbour', 'neighbor', 'nan', 'gran', 'grandma', 'grandad', 'grandpa', 'bestie', 'cousin'],
];

/**
 * Words of grammar in other Englishes that the tagger may take for nouns or names: Nigerian Pidgin ("wetin", "i go
 * dey", "how you sabi"), Jamaican Patois ("wha yuh do fi work", "yuh cyaan swim") and Taglish ("ang gusto ko lang
 * naman"). None is ever a thing of theirs, nor part of one.
 */
export const GRAMMAR_WORDS: readonly string[] = [
  ...['wetin', 'dey', 'sabi', 'abi', 'sef'],
  ...['wha', 'fi', 'di', 'cyaan', 'nuh', 'deh', 'seh', 'sey', 'gwan', 'inna', 'pon', 'dat', 'dis', 'dem'],
  ...['ang', 'ko', 'lang', 'naman', 'ng', 'mo', 'ako', 'po', 'yung', 'kasi', 'talaga', 'diba'],
];

/** Words of address or assent that open a message ("Mate, a magpie…", "Grand so", "Ja no"): no topic there. */
export const OPENERS: readonly string[] = [
  ...['mate', 'bro', 'bruv', 'dude', 'babe', 'hun', 'sis', 'man', 'girl', 'guys', 'lads', 'grand', 'ja', 'yoh'],
  ...['eish', 'shame', 'oi', 'aye', 'cheers', 'right', 'look', 'listen', 'honestly', 'yaar', 'boss', 'chief'],
];

/** Nouns that name no topic: times, fillers, the app itself. */
export const TOPIC_SKIP: readonly string[] = [
  ...['time', 'day', 'morning', 'afternoon', 'evening', 'night', 'week', 'weekend', 'today', 'tonight', 'tomorrow'],
  ...['yesterday', 'month', 'year', 'hour', 'minute', 'min', 'lot', 'thing', 'stuff', 'bit', 'way', 'kind', 'sort'],
  ...['question', 'one', 'guy', 'idea', 'app', 'profile', 'message', 'text', 'reply', 'convo', 'chat', 'sense'],
  // Words of address and exclamation from Nigerian, Indian and other Englishes ("abeg", "yaar"): no topic.
  ...['abeg', 'yaar', 'bruh', 'oya', 'ehn', 'jor', 'sha', 'innit', 'lah', 'fam', 'anot', 'leh', 'lor'],
  // "no wahala": no problem, in Nigerian Pidgin.
  'wahala',
  // "not gonna lie", read as a noun by the tagger.
  ...['gonna', 'wanna', 'gotta', 'fact'],
  // Shorthand for "definitely" and "tomorrow" ("ur def the kind of person…", "thought it was tmrw").
  ...['def', 'defo', 'deffo', 'tmrw', 'tmr', 'tmoz', 'tmw'],
  ...[
    'people',
    'person',
    'everyone',
    'someone',
    'anyone',
    'nothing',
    'something',
    'life',
    'honesty',
    'rest',
    'hand',
    'looking',
    // "had the nerve to put up a sign", "you'd lose your mind in there": idioms, not things.
    'nerve',
    'mind',
    'audacity',
    'gall',
    // "is coffee ur whole personality", "entirely your fault": what the user is teased or blamed for is elsewhere.
    'personality',
    'fault',
    // "in the middle of moving flats": where in time, not a thing.
    'middle',
  ],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'hr', 'hrs', 'wks', 'sec'],
];

/**
 * What good or bad news is about, when its words say so plainly (plain text → {news}). A name may take their own
 * words from the match ($1, $2): "passed my driving test" is about "the driving test", not "the exam".
 */
export const NEWS_TOPICS: readonly (readonly [string, string])[] = [
  ['came back (all )?(clear|fine|normal|negative)', 'the all-clear'],
  // "mum was diagnosed with alzheimers… today she called me by my uncles name": the news is about who is ill.
  [
    '\\b(?:my )?(mum|mom|mam|dad|nan|gran|grandma|grandad|grandpa|sister|brother|aunt|auntie|uncle|cousin|friend|partner|wife|husband|son|daughter) (?:was|got|has been|is being|just got) diagnosed',
    'your $1',
  ],
  // "landlord finally said yes to a cat": what they said yes to.
  ['\\bsaid yes to (?:a|an|the|my|getting a|us getting a) ([a-z]+)', 'the $1'],
  ['falling out|fell out with|fall out with', 'the falling out'],
  // "the bank approved the loan": what was approved, not who approved it; "im a chartered accountant now": the becoming.
  ['\\bapproved (?:the|my|our) (loan|mortgage|bond|visa|application|permit)', 'the $1'],
  // "my best friend is moving to perth for good": the leaving, not the friend.
  ['\\bmy ([a-z]+(?: (?!is\\b)[a-z]+)?) (?:is )?moving (?:to [a-z]+(?: [a-z]+)? )?for good', 'your $1 moving away'],
  ['\\b(?:im|i am) (?:now |officially )?(an? [a-z]+(?: [a-z]+)?) now\\b', 'becoming $1'],
  // "they ghosted me after the third round. not even an email": the silence after the interviews.
  [
    '\\bghosted (me )?after (the|my|a) ([a-z]+ )?(round|interview|stage|assessment)',
    'being ghosted after all those interviews',
  ],
  ['\\b(wifi|wifis|internet)( has| is| s)? (been )?(down|out|dead)', 'the wifi'],
  // "finally collected our keys": the keys are the news, not who they lived with before.
  ['\\b(collected|picked up|got|received) (our|my|the) ([a-z]+ ){0,2}keys\\b', 'the keys'],
  // "paid off my student loan": the paying off is the news, not the loan.
  [
    '(paid off|paid back|cleared) (my|the|all my) ([a-z]+ )?(loan|loans|debt|debts|mortgage|overdraft|credit card)',
    'paying it off',
  ],
  [
    'landlord|evict|selling the (building|place|flat|house)|cant afford the|(have|need) to (leave|move out) by',
    'having to move',
  ],
  // "my doctor wants more tests": the tests are the news, not the doctor.
  ['doctor (wants|said|says|is sending|ordered)|more tests|\\bscan\\b', 'the tests'],
  ['half marathon', 'the half marathon'],
  ['marathon', 'the marathon'],
  ['divorc', 'the divorce'],
  // "small win but i got promoted": the promotion is the win, in their word for it.
  ['promotion', 'the promotion'],
  ['promot', 'getting promoted'],
  // "won the office bake off": what they won, in their words.
  [
    '\\bwon (?:the |a |an |my |our )?((?:[a-z]+ ){0,2}(?:off|cup|final|prize|award|league|quiz|race|match|game|competition|contest|raffle|tournament|bet))\\b',
    'winning the $1',
  ],
  ['\\b(won|win|beat)\\b', 'the win'],
  // "got into the masters program in edinburgh": where they got in, in their words.
  [GOT_INTO, 'getting into the $1'],
  ['called (me )?back|i start (on )?(monday|tuesday|wednesday|thursday|friday|next week|tomorrow)', 'the new job'],
  [`broken into|stolen|${STOLE_VALUABLES}|robbed|mugged`, 'the break-in'],
  ['fell through|pulled out', 'it falling through'],
  ['made redundant', 'being made redundant'],
  ['redundan', 'the redundancy'],
  ['laid off', 'being laid off'],
  ['lost (my|his|her) job|fired', 'the job'],
  ['\\bjob\\b|offer|hired', 'the job'],
  // A pet's certificate is the news, not the pet.
  ['training class|certificate', 'the certificate'],
  // A pet named anywhere in the news is what the news is about ("had to put my cat down. the house is so quiet").
  ['\\b(my|our) (cat|kitten)\\b', 'your cat'],
  ['\\b(my|our) (dog|puppy|pup)\\b', 'your dog'],
  ['\\b(cat|kitten)\\b', 'your cat'],
  ['\\b(dog|puppy|pup)\\b', 'your dog'],
  // "house" alone is not a move: only a place got or moved into.
  ['(new|moving|move into|got the|signed for) (apartment|flat|house|place)|apartment|\\bflat\\b', 'the new place'],
  ['\\bbar\\b', 'passing the bar'],
  ['\\b(driving|theory|maths?|final|entrance|citizenship|bar) (exam|test)', 'the $1 $2'],
  ['\\b(exam|test)s?\\b', 'the $1'],
  ['degree|graduat', 'graduating'],
  ['\\bcar\\b', 'the new car'],
  ['sourdough|starter', 'the sourdough'],
  ['\\brace\\b', 'the race'],
  ['grandma|grandpa|nan\\b|gran\\b', 'your grandma'],
  ['adopt', 'the new family member'],
  ['flight|airport', 'the flight'],
  ['ankle|sprain|injur', 'the injury'],
  ['grant', 'the grant'],
  ['thesis|dissertation', 'the thesis'],
  ['baby|niece|nephew', 'the baby'],
  ['engaged', 'the engagement'],
  ['\\b(5|10|21)k\\b', 'the run'],
  // "i finished!! 2 hours 4 minutes": whatever it was, they finished it.
  ['\\bfinished\\b', 'finishing'],
];

/**
 * Words too common to show a line answers what was said: a reply line sharing one of the message's other words
 * (4+ letters) counts as carrying its content (replies.ts).
 */
export const COMMON_WORDS: readonly string[] = [
  ...['that', 'this', 'with', 'have', 'just', 'your', 'what', 'about', 'really', 'like', 'know', 'some', 'there'],
  ...['they', 'then', 'when', 'been', 'from', 'will', 'would', 'could', 'should', 'sounds', 'sound', 'thanks'],
  ...['thank', 'haha', 'good', 'great', 'sorry', 'love', 'sure', 'okay', 'totally', 'honestly', 'here', 'back'],
  ...['more', 'much', 'very', 'into', 'also', 'even', 'still', 'were', 'well', 'make', 'made', 'going', 'gonna'],
  ...['want', 'wanna', 'think', 'time', 'today', 'tonight', 'tomorrow', 'week', 'weekend', 'only', 'again', 'over'],
  ...['them', 'their', 'cant', 'dont', 'didnt', 'isnt', 'wont', 'ever', 'never', 'always', 'lmao', 'literally'],
  ...['right', 'thing', 'things', 'better', 'next', 'last', 'first', 'other', 'than', 'which', 'where', 'yeah'],
  ...['best', 'part', 'rest', 'story', 'smile', 'energy', 'attention', 'noted', 'might', 'nice'],
  // Contractions without their apostrophe ("that's" → "thats"): no content either.
  ...['thats', 'whats', 'youre', 'theyre', 'theres', 'heres', 'wasnt', 'arent', 'doesnt', 'havent', 'hasnt'],
  ...['wouldnt', 'couldnt', 'shouldnt', 'lets', 'youve', 'youll', 'youd', 'hows', 'wheres', 'whos', 'ill', 'id'],
];

/** What a goodbye can leave to enjoy ({treat}): a dish, a show, a gig, a game; not the oven it came out of. */
export const TREAT_KINDS: readonly TopicKind[] = ['food', 'screen', 'music', 'sport'];
export const NOT_TREATS: readonly string[] = ['oven', 'recipe', 'team', 'class', 'book', 'novel'];

/** Why they are busy (plain text → {reason}). */
export const BUSY_REASONS: readonly (readonly [string, string])[] = [
  ['launch', 'the launch'],
  ['site visit', 'the site visit'],
  ['(work|business) trip|conference|travell?ing for work', 'the work trip'],
  ['interview', 'the interview'],
  ['wedding', 'the wedding'],
  ['assignment|essay|thesis|dissertation|coursework', 'the coursework'],
  ['deadline', 'the deadline'],
  ['exam|finals', 'the exams'],
  ['moving|\\bmove\\b', 'the move'],
  ['shifts?\\b', 'those shifts'],
  ['\\bdouble\\b', 'the double shift'],
  ['on call', 'the on-call shifts'],
  ['coworker|cover', 'covering at work'],
  ['visiting|in town', 'the visit'],
  ['\\bwork\\b|job|office|desk', 'work'],
];

/** Which way of answering: the act of the message, or a case of the conversation that overrides it. */
export type ReplyCase =
  | ActName
  /** They answered the user's question and asked it back ("what about you?"). */
  | 'asked-back'
  /** Their short question is about what the user just said ("which game?"). */
  | 'follows-on'
  /** They recommend something to try. */
  | 'recommends'
  /** They describe themselves. */
  | 'about-them';

export interface ReplyRow {
  id: string;
  case: ReplyCase;
  /** The row fits only these tones (any tone when absent). */
  tone?: readonly ToneName[];
  /** ...only when the message reads this way (wink's sentiment): a dying plant is no "sounds great". */
  mood?: 'up' | 'down';
  /** Only for a message that is not down or mildly unlucky: a cheerful story reaction must not meet bad news. */
  calm?: true;
  /** ...only when {thing} is a person or an animal (true), or only when it is not (false). */
  living?: boolean;
  /** ...only these topic kinds. */
  kind?: readonly TopicKind[];
  /** ...never these topic kinds ("your cat? I'm in" says yes to a cat). */
  notKind?: readonly TopicKind[];
  /** ...only when they speak of themselves ("i", "my"): sympathy is for their own bad luck. */
  aboutThem?: true;
  /**
   * ...only when their statements tell nothing that happened ('untold': no verb in the past tense), tell something
   * that happened ('told': such a verb, so "what happened?" would ask for it again), or tell a story whole ('whole':
   * such a verb and at least 12 words).
   */
  story?: 'untold' | 'told' | 'whole';
  /** ...only when this pattern matches their plain text (a row written for that situation: it speaks first). */
  when?: string;
  /** ...only when these slots could be read. */
  needs?: readonly string[];
  /** Its lines come after every other fitting row's, whatever words they share: a no after every yes. */
  later?: true;
  /** Lines per style, most specific first; `all` lines follow every style's own. */
  lines: Partial<Record<MessageStyle | 'all', readonly string[]>>;
}

/** Bad news that ended well: "shes ok now", "hes fine but", "all good now"; not "im fine", which often is not. */
const RELIEF =
  '\\b(ok|okay|fine|alright|all right|stable|home|better) now\\b|\\b(is|s|hes|shes|theyre|were|both) (fine|ok|okay|alright|all right|doing (better|ok|okay|fine)|stable)\\b|no harm done|all good now|nothing (was )?(taken|broken)';

/** A happy story: share the joy, ask for the best of it. */
const HAPPY_STORY: ReplyRow['lines'] = {
  playful: [
    'Oh, {thing}! That sounds amazing. What was the best part?',
    'Okay, I am a little jealous of {thing} 😄 How was it?',
  ],
  thoughtful: [
    '{Thing} sounds lovely. What made it so good?',
    'That sounds like a great time. What was your favourite moment?',
  ],
  funny: [
    '{Thing}? Okay, I am officially jealous 😂 Was it as good as it sounds?',
    'Okay, {thing} wins today 😄 What was the best bit?',
  ],
};

export const REPLY_ROWS: readonly ReplyRow[] = [
  // ---------- Conversation cases ----------
  {
    id: 'asked-back',
    case: 'asked-back',
    lines: {
      playful: [
        '{Detail}! Hard to top that 😄 Give me a second, I want my answer to be a worthy one.',
        "Ha, I was hoping you'd ask! Honest answer coming, but yours set the bar high.",
        'Okay, my turn. Fair warning: yours is a hard act to follow 😄',
      ],
      thoughtful: [
        "I like that answer{ about detail}. Mine is a bit of a story, so I'd rather tell it properly.",
        "Thanks for asking back! I'm still smiling at your answer{ about detail}.",
      ],
      funny: [
        "{Detail}! Okay, now I feel the pressure 😂 My answer is less impressive, but I'll tell you anyway.",
        'You went first and went big{ with detail}. I need a minute to come up with something that competes 😅',
      ],
      all: [
        "Good answer! Now I'm trying to decide how honest to be with mine 😄",
        'Love that answer. Mine is coming, I just want to do it justice.',
      ],
    },
  },
  {
    id: 'follows-on',
    case: 'follows-on',
    lines: {
      playful: [
        'Ha, good question! Short version or long version? 😄',
        'Oh, that one is a story. Want the full version?',
      ],
      thoughtful: [
        "Good question. It's a longer story than it sounds, and I'm happy to tell it.",
        "Thanks for asking! It's one of my favourite things to talk about.",
      ],
      funny: [
        "You've just unlocked the long version of the story. No refunds 😂",
        'Careful, this is my favourite subject. Do you have a spare hour? 😅',
      ],
      all: ['I was hoping someone would ask about that 😄'],
    },
  },
  {
    id: 'recommends',
    case: 'recommends',
    lines: {
      playful: [
        "Okay, you've sold me on {thing}! I'll report back 😄",
        'Noted! If I love {thing}, I owe you one. Any other recommendations?',
        "Deal, I'm trying it. But if it's not amazing, you'll be hearing about it 😏",
      ],
      thoughtful: [
        "Thank you for the recommendation! I'll try {thing} and let you know what I think.",
        'I love a good recommendation. What made you fall for {thing}?',
        "Adding it to my list. Is there anything else you'd recommend?",
      ],
      funny: [
        'Challenge accepted. Full review of {thing} coming soon 😂',
        "You're very convincing. Should I be worried you're on commission? 😅",
        "Okay, noted. If I end up obsessed too, that's on you 😄",
      ],
      all: [
        "Okay, it's going on my list. I'll tell you what I think!",
        'Thank you for the tip! Any other favourites I should know about?',
        'You sound very sure, so I trust you. Reporting back soon 😄',
      ],
    },
  },
  {
    id: 'about-them',
    case: 'about-them',
    lines: {
      playful: [
        'Ha, I like that! So what does a perfect weekend look like for you?',
        'Noted! Can you give me one story that proves it? 😄',
      ],
      thoughtful: [
        'I like that. What does a really good day look like for you?',
        'I appreciate you sharing that. What do your closest friends love most about you?',
      ],
      funny: [
        'Bold claim. Can I see one story as evidence? 😂',
        "That's going straight into my notes 😅 What else should I know?",
      ],
      all: ["Okay, that's a good sign 😄 What's something you're really into right now?"],
    },
  },

  // ---------- Invitations ----------
  {
    // "i dare you to let me pick your next meal. no vetoes": the dare taken.
    id: 'invitation-dare',
    case: 'invitation',
    when: '\\b(dare|let) (u|you) (to )?let me (pick|choose|cook|take|plan)\\b',
    lines: {
      playful: ["Deal. You pick, I'll show up 😄 When?", 'Challenge accepted 😏 Surprise me. When are we doing this?'],
      thoughtful: ["I like that. Okay, you choose, and I'll say yes to whatever it is 😊 When works for you?"],
      funny: ["Bold. Fine: you pick, no vetoes, and I'll pretend I'm not nervous 😂 When?"],
    },
  },
  {
    id: 'invitation',
    case: 'invitation',
    lines: {
      playful: [
        'Yes! Count me in for {plan}{ when}. What time should I be there? 😄',
        "{Day} works for me! Fair warning: I'll be looking forward to {plan} all week.",
      ],
      thoughtful: [
        'That sounds lovely, yes! {Day} works for me. What time suits you?',
        "I'd really like that. {Plan}{ when} would be perfect. Where should we meet?",
      ],
      funny: [
        "Let me check my very busy calendar. Okay, yes, I'm free{ when}. Count me in for {plan} 😂",
        "Yes, and I'm already planning my outfit for {plan}. What time? 😅",
      ],
      all: [
        "{Plan}? I'm in 😄 What time?",
        'Yes to {plan}! Tell me when and where.',
        'Yes! That sounds like a great plan. When works for you?',
        'That sounds fun, yes! Tell me when and where 😊',
        "I'd love that. Count me in!",
        'Ooh, yes please. Just tell me where to be 😄',
        "I'm in! What day were you thinking?",
      ],
    },
  },

  {
    // A no to the day, never to them, and no clash invented for a fixed event ("could we do the gig another day?").
    // After every yes (`later`), so a no comes only when the user asks for more.
    id: 'invitation-decline',
    case: 'invitation',
    later: true,
    lines: {
      playful: [
        "I'd love to, but I can't make it{ when} 😩 Rain check? I really want to see you soon.",
        "Argh, I'm busy{ when}! Can I get a rain check? I'm holding you to it 😄",
        "That sounds fun, but I can't do it{ when}. Next time, I'm in. When else are you free?",
      ],
      thoughtful: [
        "That sounds lovely, but I can't make it{ when}. Could we find another time soon?",
        "Thank you for asking me, I'd really like to. I'm not free{ when}, though. Another day?",
        "I wish I could make it{ when}! I'm tied up, but I'd love to see you. What about the week after?",
      ],
      funny: [
        "Tragic news: I can't do it{ when}. Happy news: I still really want to see you. Another day?",
        "My calendar has betrayed me{ when} 😩 Rain check? I'll bring snacks as an apology.",
        "I'm booked{ when}, which is rude of me. Can I take you up on it another time? 😄",
      ],
    },
  },

  // ---------- Questions: offer the answers, the user sends the true one ----------
  {
    // "Just got back from a hike at Mount Tam. How was your weekend?": their news first, then the question.
    id: 'question-detail',
    case: 'question',
    needs: ['newsFirst', 'asked'],
    lines: {
      playful: ['{NewsFirst}? Okay, that beats {asked} already 😄 What was the best part?'],
      thoughtful: ['{NewsFirst} sounds amazing! What was the highlight? Happy to tell you about {asked} after.'],
      funny: ['{NewsFirst}? Now {asked} sounds boring, thanks 😂 Was it worth it?'],
    },
  },
  {
    // "did you survive monday?": just about, and theirs asked back.
    id: 'question-survive',
    case: 'question',
    when: '\\b(did|have) (u|you) survive(d)?\\b',
    lines: {
      playful: ['Just about survived 😅 How about you, still standing?'],
      thoughtful: ['I survived, and even enjoyed bits of it 😊 How was yours?'],
      funny: ['Barely, but I made it 😂 Did you survive yours?'],
      all: [
        'Survived! It was a long one, though. How about you?',
        'Made it through{ day}, just about 😅 How was yours?',
      ],
    },
  },
  {
    // "how did it go, hope that meeting didnt finish you": how it went is the user's to tell; thanked for asking.
    id: 'question-how-it-went',
    case: 'question',
    when: '\\bhow (did|d) (it|that|the [a-z]+|ur [a-z]+|your [a-z]+) go\\b|\\bhow (was|did) (it|that) (go|end up)\\b|\\bhow(s| is| was) (it|that) going\\b',
    lines: {
      playful: [
        "Aw, thanks for checking in 😊 It went [how it went]. How's your day going?",
        "I survived! It went [how it went] 😅 Thanks for asking. How's yours?",
      ],
      thoughtful: [
        "That's kind of you to remember 😊 Honestly, it went [how it went]. How about your day?",
        'Thank you for asking 😊 It went [how it went]. How was your day?',
      ],
      funny: [
        'I lived to tell the tale 😂 It went [how it went]. Thanks for checking in!',
        'Still standing 😅 It went [how it went]. How was your day?',
      ],
    },
  },
  {
    // "how's your week going?": answers to pick from, and the question back.
    id: 'question-how-are-you',
    case: 'question',
    when: '^(h+e+y+|hi+|hel+o+|hiya|heya|morning|ok|so)?[!,. ]*(how(s| is| was| are| has| have)) (ur|your|you|u)\\b',
    lines: {
      // Said of the stretch of time they asked about ("hows your week going" → "this week").
      playful: [
        'Really good{ period}, thanks! Even better now 😄 How about yours?',
        'Honestly? A bit hectic{ period}, but it just got better. How about you?',
        "Pretty great, thanks for asking! What's been the best part of yours?",
      ],
      thoughtful: [
        'Good, thanks for asking! Busy{ period}, but the nice kind of busy. How has yours been?',
        'Quiet and lovely{ period}, honestly. How about you?',
        "A bit of a long one, but I'm glad to be talking to you. How about yours?",
      ],
      funny: [
        'Surprisingly good, and no disasters{ period} so far 😂 How about yours?',
        'Busy{ period}, but the fun kind of chaotic 😅 How about you?',
        'Honestly? A solid seven out of ten{ period}, going up 😄 Yours?',
      ],
    },
  },
  {
    // "what are u up to this weekend?": a question about the user's plans, answered, with room for a plan.
    id: 'question-plans',
    case: 'question',
    when: 'what (are|r) (u|you) (up to|doing)|any plans',
    lines: {
      all: [
        'Nothing set in stone yet! Why, did you have something in mind? 😄',
        "A bit of this and that, nothing I can't move. What about you?",
        'Keeping it pretty free, honestly. What are you up to?',
      ],
    },
  },
  {
    // A thing of the user's they comment on ("ur dog looks like he has opinions").
    id: 'chat-yours',
    case: 'chat',
    needs: ['yours'],
    lines: {
      playful: ["Ha, you've read {yours} perfectly 😄", 'Ha, {yours} would take that as a compliment.'],
      thoughtful: ["Ha, you're not wrong about {yours}. Good eye!", 'That made me smile. {Yours} would agree.'],
      funny: ["I'll pass that on to {yours}. No promises it goes well 😂", 'You have {yours} figured out already 😂'],
      all: ['Ha, you noticed! Not much gets past you, huh? 😄'],
    },
  },
  {
    id: 'question-choice',
    case: 'question',
    needs: ['optA', 'optB'],
    lines: {
      playful: [
        "{OptA}, no contest. Please tell me you're on my side 😄",
        '{OptB}, all the way. Which one are you?',
        'Tough one! Depends on the day, but {optA} wins more often. You?',
      ],
      thoughtful: [
        '{OptA}, I think. What about you?',
        "Honestly? {OptB}. I'm curious which you are.",
        "A bit of both, but if I've to choose, {optA}. And you?",
      ],
      funny: [
        "{OptA}, and I'll defend that in court 😂 You?",
        '{OptB}. I know, I know. Go on, judge me 😅',
        'Can I say both? No? Fine: {optA}. Your turn 😄',
      ],
    },
  },
  {
    // "what do you actually do for work?": the job is the user's to write; say it back with a question.
    id: 'question-work',
    case: 'question',
    when: 'what do (u|you) (actually |even |really )?do for (work|a living)|what do (u|you) (actually |even |really )?do\\W*$|what (is|s) (ur|your) job|where do (u|you) work',
    lines: {
      playful: ["Guilty: by day I'm a [your job] 😄 What about you?"],
      thoughtful: ["I work as a [your job], and I'd happily tell you more about it. What do you do?"],
      funny: ["I'm a [your job]. It's less glamorous than it sounds 😂 What about you?"],
      all: ["For work? I'm a [your job]. What about you?"],
    },
  },
  {
    // "where did u grow up?": the place is the user's to write; say it back with a question.
    id: 'question-origin',
    case: 'question',
    when: 'where (did|do) (u|you) grow up|where (are|r) (u|you) (from|originally)|where (is|s) home for (u|you)',
    lines: {
      playful: ['I grew up in [your town] 😄 What gave it away? Where did you grow up?'],
      thoughtful: ['I grew up in [your town], and I still love going back. What about you?'],
      funny: ["I grew up in [your town]. Yes, the accent is real 😂 Where's home for you?"],
      all: ['Originally from [your town]! Where are you from?', 'Home is [your town] 😊 How about you?'],
    },
  },
  {
    id: 'question-yes-no',
    case: 'question',
    needs: ['yes', 'no'],
    lines: {
      playful: [
        '{Qthing}? Yes, {yes} 😄 What about you?',
        'Yes, {yes}! Ask me anything about it 😄 What about you?',
        'Honestly? {No}. Is that a dealbreaker? 😄',
      ],
      thoughtful: [
        "{Qthing}? Honestly, {no}, but I'd love to hear about yours.",
        "Yes, {yes}, and I'd love to tell you more about it. What about you?",
        'Not really, {no}. How about you?',
      ],
      funny: [
        "{Qthing}? Yes, {yes}, and I'm not even sorry 😂 You?",
        "Confession: {no}. Please don't unmatch me 😅 You?",
        "Yes, {yes}. I'd explain, but you'd have to buy me a drink first 😂",
      ],
    },
  },
  {
    // "what's your go-to Sunday?": the answer is the user's, so it is a gap they fill, then the question back.
    id: 'question-open',
    case: 'question',
    needs: ['asked'],
    // "yours" only after a thing the match has too ("my go-to Sunday"), never after "how many tabs I have open".
    lines: {
      playful: [
        '{Asked}? Easy: [your answer] 😄 What about you?',
        "Ooh, {askedThing}: [your answer], no contest. What's yours?",
        'Ooh, {askedClause}? Honestly, [your answer]. You?',
      ],
      thoughtful: [
        'Good question. {AskedThing}? [your answer]. What about yours?',
        "Honestly? {AskedThing}: [your answer]. I'd love to hear yours.",
        "Good question. {AskedClause}? [your answer]. I'd love to hear your answer too.",
      ],
      funny: [
        '{AskedThing}? [your answer], and I will not be taking questions 😂 Yours?',
        "{AskedThing}: [your answer]. Judge me gently 😅 What's yours?",
        '{AskedClause}? [your answer], and I will not be taking questions 😂 You?',
      ],
    },
  },
  {
    // A question read no further: answered with the user's own words, then asked back.
    id: 'question',
    case: 'question',
    // Lines that say their question back answer it and no other ("What music am I into? Honestly, …").
    lines: {
      playful: [
        '{Echo}? Ha, good question! Honestly, [your answer] 😄 What about you?',
        '{Echo}? Ooh. Definitely [your answer]. You?',
        'Ha, good question! Honestly, [your answer] 😄 What about you?',
        'Ooh. Definitely [your answer]. You?',
      ],
      thoughtful: [
        '{Echo}? Good question. Probably [your answer]. What would you say?',
        '{Echo}? I like that you asked. Honestly, [your answer]. And you?',
        'Good question. Probably [your answer]. What would you say?',
        'I like that you asked. Honestly, [your answer]. And you?',
      ],
      funny: [
        '{Echo}? Okay, honestly: [your answer] 😂 Your turn.',
        '{Echo}? Definitely [your answer]. That is my final answer 😅 You?',
        'Okay, honestly: [your answer] 😂 Your turn.',
        'Definitely [your answer]. That is my final answer 😅 You?',
      ],
      all: [
        '{Echo}? Honestly? [your answer]. What about you?',
        'Ooh, {qthingOnly}! Honestly? [your answer]. What about you?',
        'Honestly? [your answer]. What would you say?',
        "Ooh, tough one. Honestly, I'd say [your answer]. What about you?",
        '{Pick}? Easy, honestly: [your answer] 😄 What about you?',
        "{Pick}? Don't laugh, but honestly [your answer] 😅 You?",
        'Easy, honestly: [your answer]. No judging 😅 You?',
      ],
    },
  },

  // ---------- Busy ----------
  {
    // "cant tonight… tmrw?": not now, and tomorrow offered instead, so the answer takes it.
    id: 'busy-tomorrow',
    case: 'busy',
    when: '\\b(tmrw|tomorrow|tmr|tomoz)\\W*\\?\\W*$|\\b(how about|what about|maybe|rain ?check for) (tmrw|tomorrow|tmr)\\b',
    lines: {
      playful: [
        'Tomorrow works for me! Good luck{ with reason} tonight 😄',
        "Deal, tomorrow it is. Don't let{ reason} win 😄",
      ],
      thoughtful: ['Of course, tomorrow is perfect. Good luck{ with reason}, and talk then 😊'],
      funny: ["Tomorrow it is! I'll clear my very busy schedule 😂 Good luck{ with reason}."],
      all: ['No worries at all, tomorrow works for me 😊'],
    },
  },
  {
    // "sorry i fell asleep": nothing to forgive.
    id: 'busy-asleep',
    case: 'busy',
    when: 'fell asleep|asleep|\\bnap|slept|passed out',
    lines: {
      playful: ['No worries at all! Sleep always wins 😄', "Ha, don't be sorry, I hope you slept well!"],
      thoughtful: ['Totally fine, no apology needed 😊 Sounds like you needed the sleep.'],
      funny: ['Honestly, an early night is a power move 😂 No worries at all.'],
      all: ['All good! Sleep is important, I hear 😄'],
    },
  },
  {
    // "sorry ive been slow, works been mental": no apology needed, and glad they are back.
    id: 'busy-sorry',
    case: 'busy',
    when: 'sorry|apolog',
    lines: {
      playful: [
        "No worries at all! That sounds like a lot with {reason}. I'm glad you're back 😄",
        "Don't be sorry! I hope things calm down soon with {reason}.",
      ],
      thoughtful: [
        "No need to apologise at all. That sounds like a lot with {reason}. I'm glad to hear from you.",
        'All good, honestly. I hope things get easier soon with {reason}.',
      ],
      funny: [
        "Apology accepted, and also not needed 😄 Sounds like it's been a lot with {reason}.",
        'No worries! Survive {reason} first, chat second 😂',
      ],
      all: [
        "No need to apologise for {sorryFor} 😊 I'm glad you're back.",
        '{SorryFor}? All good, honestly. Already forgotten 😄',
        "{TheirNews}? Honestly, no apology needed. Glad you're back 😊",
        "No worries at all, I'm glad you're still up for chatting. Me too 😊",
        "All good! Glad you're back, no apology needed.",
      ],
    },
  },
  {
    id: 'busy-raincheck',
    case: 'busy',
    when: 'rain ?check|push|another time',
    lines: {
      all: [
        'Raincheck accepted, of course! Good luck with {reason}.',
        'Of course, no worries at all. Let me know when works better for you.',
        'Totally fine, these things happen. We will find another day 😊',
      ],
    },
  },
  {
    // "phone's on 2%, talk tmrw": the battery wins; no "good luck".
    id: 'busy-battery',
    case: 'busy',
    when: 'battery|\\b\\d{1,2} ?%|phone is (dying|about to die)|charger',
    lines: {
      all: [
        'Go charge that phone! Talk tomorrow 😊',
        'Ha, the battery always wins. Talk tomorrow!',
        'No worries, save that last bit of battery 😄 Talk soon!',
      ],
    },
  },
  {
    id: 'busy',
    case: 'busy',
    lines: {
      playful: [
        "No worries at all! Good luck with {reason}. I'll be here when you come up for air 😄",
        'Totally understand. Go crush {reason}, and message me whenever things calm down.',
      ],
      thoughtful: [
        'No worries at all, good luck with {reason}. Take the time you need.',
        'Of course! Good luck with {reason}, I hope it all goes well. No rush at all on my side.',
      ],
      funny: [
        "No worries! Go be a hero of {reason}. I'll save my best jokes for when you're back 😂",
        "Of course, no worries. Good luck with {reason}, you've got this!",
      ],
      all: [
        "{TheirNews}? No worries at all, talk when you're free 😊",
        "Of course, no worries! Whenever you're free, I'm around.",
        "No worries at all. Look after yourself, and we'll pick this up when things calm down.",
        'Totally understand. Good luck with everything!',
        "No rush at all. Good luck today, and talk when you're free 😊",
        "Of course! Look after yourself, and message me whenever you're ready.",
      ],
    },
  },

  // ---------- Compliments: thanks, and something back ----------
  {
    // "stop being funny, i have a meeting in 5 min": praise as a plea; no thanks needed, a promise to behave.
    id: 'compliment-stop',
    case: 'compliment',
    when: '^(ok |okay |omg )?stop (being|making me) (so )?(funny|cute|charming|sweet|nice|laugh|smile)',
    lines: {
      playful: ['Sorry, not sorry 😄 Good luck keeping a straight face!'],
      thoughtful: ["Ha, I'll behave for a bit, I promise. Good luck, and tell me how it goes 😊"],
      funny: ["I'll behave for five minutes. No promises after that 😇"],
      all: [
        "Okay, okay, I'll save the rest for later 😄 Good luck!",
        // "…i have a meeting in 5 min": what they must keep a straight face for.
        "Go, be serious for {thing} 😄 I'll save the rest for after.",
      ],
    },
  },
  {
    id: 'compliment-pet',
    case: 'compliment',
    kind: ['pet'],
    needs: ['pet'],
    lines: {
      playful: [
        "Haha, thank you! I'll pass it on to {pet}. They'll be unbearable now 🐶",
        'Thank you! {Pet} gets all the compliments around here, and honestly, fair.',
      ],
      thoughtful: ["Thank you, that's sweet! {Pet} would agree completely."],
      funny: ['Thank you on behalf of {pet}, who agrees completely 😂 And thank you from me, mostly.'],
      all: ["Thank you! I'll take the rest of the compliment 😊"],
    },
  },
  {
    // "youre really easy to talk to", "you have the kindest eyes": thanks, in their own words.
    id: 'compliment-praise',
    case: 'compliment',
    needs: ['praise'],
    lines: {
      playful: ["{Praise}? Okay, you've made my day 😄 Thank you!", "Stop, {praise}? I'm blushing now 😄"],
      thoughtful: ["{Praise}? Thank you, that's a really lovely thing to hear 😊"],
      funny: ["{Praise}? I'm writing that down for my next bad day 😂", "Noted: {praise}. I'll be unbearable now 😂"],
    },
  },
  {
    id: 'compliment-time',
    case: 'compliment',
    // Time spent together: "talking to you", "our call"; not "anyone ive talked to on here".
    when: 'great time|good time|\\bfun\\b|last night|lovely time|(talk|chat)(ing)? (to|with) (u|you)\\b|\\bour (call|chat|convo|date|talk)|convo|listener|thinking about',
    lines: {
      playful: ['Haha, thank you! Same here, honestly. I had a really great time too.'],
      thoughtful: [
        'Thank you, that means a lot. I really enjoyed it too.',
        "That's really kind of you to say. I feel the same way.",
      ],
      funny: ["Thank you! I'll be thinking about that all day, no pressure 😂 Same here, by the way."],
      all: ['Thank you! Talking with you is easy, so that helps 😊', 'Same here, honestly. When can we do it again?'],
    },
  },
  {
    id: 'compliment-thing',
    case: 'compliment',
    needs: ['mine'],
    lines: {
      playful: [
        "Stop, I'm blushing 😄 Nobody has ever complimented {mine} like that. Thank you!",
        'Noted: {mine} has a fan. Thank you 😄',
      ],
      thoughtful: [
        "Thank you, that's really kind. I'll take that compliment about {mine} and keep it 😊",
        "That's so sweet, thank you. You've made my day 😊",
      ],
      funny: [
        'Thank you! {Mine} and I are both blushing now 😂',
        "Okay, you've officially made me blush. Thank you for noticing {mine} 😅",
      ],
    },
  },
  {
    // Praise passed on by someone of theirs ("my sister said 'finally someone normal'"): thanks to them, and the words.
    id: 'compliment-relayed',
    case: 'compliment',
    needs: ['relayer'],
    lines: {
      playful: ['Ha, please thank {relayer} for me 😄 I like them already.', '"{Quoted}"? I\'ll take it 😄'],
      thoughtful: ["That's really sweet. Tell {relayer} I said thank you 😊"],
      funny: [
        "Tell {relayer} I said thank you. I'll be on my best behaviour now 😂",
        '"{Quoted}" is going on my headstone 😂',
      ],
      all: ["Approved by {relayer}? I'll take that 😄 Thank you!"],
    },
  },
  {
    // Praise in quotes ("'finally someone normal'"): the words said back, gladly.
    id: 'compliment-quoted',
    case: 'compliment',
    needs: ['quoted'],
    lines: {
      playful: ['"{Quoted}"? I\'ll take it 😄 Thank you!'],
      thoughtful: ['"{Quoted}" made me smile. Thank you for telling me 😊'],
      funny: ['"{Quoted}" is going on my headstone 😂 Thank you!'],
    },
  },
  {
    // Praise of what the user does ("that u volunteer at the animal shelter"): thanks, and the place it happens.
    id: 'compliment-deed',
    case: 'compliment',
    needs: ['deed'],
    lines: {
      playful: [
        'Ha, thank you! Wait till you hear my stories from {deed} 😄',
        'Thank you! {Deed} is honestly one of the best parts of my week 😊',
      ],
      thoughtful: ["Thank you, that means a lot. {Deed} matters to me, so I'm glad it came across 😊"],
      funny: ["Thank you! I'll tell everyone at {deed} I have a fan now 😂"],
    },
  },
  {
    // Praise of something of the user's ("that jacket in the ferry pic"): thanks, on that thing.
    id: 'compliment-mine',
    case: 'compliment',
    needs: ['mine'],
    lines: {
      playful: [
        "Ha, thank you! That's a lovely thing to say about {mine} 😊",
        'Thank you! {Mine} and I appreciate the review 😄',
      ],
      thoughtful: [
        "Thank you, that's really kind about {mine}. It made me smile.",
        'That means a lot, thank you. I did not expect anyone to notice {mine} 😊',
      ],
      funny: ["Thank you! I'll tell {mine} it has a fan 😂", 'Noted: {mine} is officially a hit. Thank you 😄'],
    },
  },
  {
    id: 'compliment',
    case: 'compliment',
    lines: {
      playful: [
        "Stop, I'm blushing 😄 Thank you, you've made my day.",
        "Haha, thank you! That just made my day. Careful, I'll start fishing for more.",
        "Thank you! You're pretty great yourself, you know.",
        "Ha, you're good for my ego, you know that? Thank you 😄",
        "Okay, that's going straight to my head. Thank you! 😄",
      ],
      thoughtful: [
        "Thank you, that's really kind of you to say. It made me smile.",
        'That means a lot, thank you. You just made my day.',
        "Thank you! I'm enjoying talking with you just as much.",
        "That's a really lovely thing to hear, thank you 😊",
        "You're very sweet, thank you. I'm glad we matched 😊",
      ],
      funny: [
        "Thank you! I'm framing that message 😂",
        "Okay, you've officially made me blush. Thank you 😅",
        'Noted, and screenshotted for bad days. Thank you 😄',
        "Stop it, I'll get a big head 😂 (Don't stop.)",
        "I'm adding that to my CV 😄 Thank you!",
      ],
      all: [
        "Aw, thank you. That's such a kind thing to say 😊",
        "Thank you, honestly. I'm glad it comes across, and the feeling's mutual.",
      ],
    },
  },

  // ---------- Flirts: play along, warmly, without turning it into a compliment to thank ----------
  {
    // "marry me? jk. unless 👀": play along, and start with a date.
    id: 'flirt-proposal',
    case: 'flirt',
    when: 'marry me|(will|would) (u|you) marry|propos(e|al)',
    lines: {
      playful: [
        "Ha, dinner first, then we'll talk rings 😏",
        'Unless… 👀 Okay, you have my attention. First date first?',
      ],
      thoughtful: ['Bold! I like it 😄 How about we start with a first date and see where it goes?'],
      funny: ["I'll need at least one dinner before I say yes 😂 I'm old-fashioned like that."],
      all: ["Ha, that's the boldest opener I've had. Let's start with a first date 😏"],
    },
  },
  {
    // "im wearing the green top on saturday": the day they named, looked forward to.
    id: 'flirt-day',
    case: 'flirt',
    needs: ['day'],
    lines: {
      playful: ['Noted 😏 {Day} cannot come soon enough.', "Ha, I'll be looking out for you on {day} 😏"],
      thoughtful: ["Okay, now I'm counting down to {day} 😊"],
      funny: ["Noted. I'll be the one pretending not to look for you on {day} 😏"],
    },
  },
  {
    // "if we're both single at 40 we're opening a llama farm": say yes to the thing they offered.
    id: 'flirt-thing',
    case: 'flirt',
    needs: ['thing'],
    notKind: ['pet', 'people'],
    // Only a thing they offer to do together, not any thing they name ("your voice is not helping").
    when: '\\b(were|we are|well|we will|lets|were going to|were gonna) (opening|buying|getting|starting|doing|moving|running|adopting|planning)\\b',
    lines: { all: ["{Thing}? Okay, I'm in 😏"] },
  },
  {
    // "wish you were here, the sunset is wasted on me alone": the wish returned.
    id: 'flirt-wish-here',
    case: 'flirt',
    when: '\\bwish (u|you|ya) (were|was) (here|with me)\\b',
    lines: {
      playful: ['I wish I was there too 😊 Save me a spot next time?', "Next time, I'm coming with you 😏"],
      thoughtful: ["That sounds beautiful. I'd much rather be there with you 😊"],
      funny: ["Say the word and I'll bring snacks 😄 Next time, I'm there."],
    },
  },
  {
    // "in bed with a book. could be persuaded to text someone instead": the opening taken.
    id: 'flirt-persuaded',
    case: 'flirt',
    when: '\\bcould be (persuaded|convinced|tempted)\\b',
    lines: {
      playful: ['Consider this me persuading you 😏', "Well, I'm very persuasive 😏 What are you reading?"],
      thoughtful: ["Then I'm glad I messaged 😊 How's your evening been?"],
      funny: ['Is this me being persuasive? Because I am trying very hard 😂'],
    },
  },
  {
    // "id be very distracting": taken up as a promise.
    id: 'flirt-dare',
    case: 'flirt',
    needs: ['dare'],
    lines: {
      playful: ['Oh, {dare}? Careful, I might hold you to that 😏', "{Dare}? Big talk. I'd like to see it 😏"],
      thoughtful: ["{Dare}? I'm not going to pretend I'd mind 😊"],
      funny: ['{Dare}? Bold. Very bold. I am listening 😏'],
    },
  },
  {
    // A flirt about something of the user's ("your voice is not helping", "cant stop thinking about ur laugh").
    id: 'flirt-mine',
    case: 'flirt',
    needs: ['mine'],
    lines: {
      playful: ['Noted: {mine} is working on you 😏', 'So {mine} is doing its job, then 😏'],
      thoughtful: ["Okay, you've got me smiling. {Mine} says thank you 😊"],
      funny: ["{Mine} has been told, and it's unbearable now 😂"],
    },
  },
  {
    // "why do i feel like youre going to be a problem for me 👀": the good kind of trouble.
    id: 'flirt-trouble',
    case: 'flirt',
    when: '\\b(problem|trouble|dangerous)\\b',
    lines: {
      playful: ['The best kind of problem, I hope 😏', 'Trouble? Me? Only the fun kind 👀'],
      thoughtful: ["Only the good kind of problem, I promise 😊 I'm enjoying this too."],
      funny: ["I prefer 'delightful complication' 😏 But yes, probably."],
    },
  },
  {
    // "keep being this funny and i might have to actually meet you": a meeting threatened, taken as a promise.
    id: 'flirt-meet',
    case: 'flirt',
    when: '\\b(have to|going to|gonna|might|may) (actually )?meet (u|you|ya)\\b',
    lines: {
      playful: ['Is that a threat or a promise? 😏', 'Careful, I might hold you to that 😏 When?'],
      thoughtful: ["I'd like that a lot, actually 😊 When are you free?"],
      funny: ["Meeting me? That's a big step. I'll allow it 😏 When?"],
    },
  },
  {
    // "how are you this distracting through a screen. imagine in person": meeting, taken up.
    id: 'flirt-in-person',
    case: 'flirt',
    when: '\\b(in person|irl|in real life|face to face)\\b',
    lines: {
      playful: ['Only one way to find out in person 😏', "In person? Now you're making plans 😏 When?"],
      thoughtful: ['In person sounds like a very good idea 😊 When are you free?'],
      funny: ["Guess we'll have to test that in person. For science 😏"],
    },
  },
  {
    // "…not thinking about you or anything": the denial that says it all.
    id: 'flirt-not-thinking',
    case: 'flirt',
    when: '(not|totally not|definitely not|wasnt|was not) thinking (about|of) (u|you)',
    lines: {
      playful: ['Not thinking about me at all, clearly 😏 I like it.'],
      thoughtful: ["Of course not 😊 I'm definitely not smiling at my phone either."],
      funny: ['Not thinking about me, noted 😏 Very convincing.'],
    },
  },
  {
    // "walked past that bookshop and thought of you": thought of, gladly.
    id: 'flirt-thought-of',
    case: 'flirt',
    when: 'thought of (u|you)\\b|made me think of (u|you)|reminded me of (u|you)|thinking about (u|you)|thought (u|you)(d| would)',
    lines: {
      playful: ["You thought of me? Okay, that's very sweet 😊", 'Aw, now I want to see what made you think of me 😄'],
      thoughtful: ["That's really sweet, thank you for thinking of me 😊"],
      funny: ["Thinking of me, huh? 😏 I'll allow it."],
      all: ['Aw, you thought of me? That made me smile 😊'],
    },
  },
  {
    // "are u always this charming or am i just lucky": asked, but the answer is play.
    id: 'flirt-always',
    case: 'flirt',
    when: '\\b(are|r) (u|you) (always|usually|normally) this [a-z]+',
    lines: {
      playful: ["Only when I'm talking to you 😏", 'Only for you, apparently 😄 Is it working?'],
      thoughtful: ['Honestly? You bring it out in me 😊'],
      funny: ["Always. It's exhausting, honestly 😂", 'Only on days ending in y 😏'],
    },
  },
  {
    // "is this your way of asking me out?", "are you flirting with me": caught, and not denying it.
    id: 'flirt-caught',
    case: 'flirt',
    when: 'asking me out|(are|r) (u|you) flirting|is this (u |you )?flirting',
    lines: {
      playful: ['Maybe 😏 Is it working?'],
      thoughtful: ['Would it be so bad if it was? 😊'],
      funny: ['Depends. Is it working? 😏'],
    },
  },
  {
    // "i was hoping to keep you up": a late night, welcomed.
    id: 'flirt-up-late',
    case: 'flirt',
    when: 'keep (u|you|ya) (up|awake)\\b|\\b(stay|staying) up (late|all night|with (u|you|me))|\\bup all night\\b',
    lines: {
      playful: ['For you, I might stay up a little later 😏'],
      thoughtful: ['Okay, for you I could make an exception to my bedtime 😊'],
      funny: ['Keep me up, huh? Bold. How late are we talking? 😏'],
    },
  },
  {
    // "hoping you text me back before the kettle boils", "did NOT just make the sunset pic my lock screen": the thing
    // their flirt is built on, taken up. Never a person or a pet ("your mam, huh?").
    id: 'flirt-on-thing',
    case: 'flirt',
    needs: ['flirtThing'],
    // One line: the thing is what the flirt hangs on, rarely what it is about, so it speaks once beside the others.
    lines: { all: ["{FlirtThing}, huh? Okay, you've got my attention 😏"] },
  },
  {
    id: 'flirt',
    case: 'flirt',
    // What they said of the two of them, said back, answers this flirt and no other.
    lines: {
      playful: [
        '{BetweenUs}? Okay, I like where this is going 😏',
        'Careful, I could get used to this 😏',
        "You're trouble, you know that? 😄",
        "Okay, now you're just showing off 😏",
        "I see what you're doing, and I'm not stopping you 😏",
        'Ha, {event}? Noted 😏 I like where this is going.',
      ],
      thoughtful: [
        "{BetweenUs}? That's very sweet, and now I'm smiling 😊",
        "Okay, you've got me smiling at my phone 😊",
        "I'm not complaining 😊 Not even a little.",
        'You say the nicest things. I might have to return the favour 😊',
        "You're making it very hard to play it cool 😊",
        "{Event}? Okay, that's very sweet, and I'm smiling 😊",
      ],
      funny: [
        "{BetweenUs}? I'm screenshotting this for evidence 😂",
        'Smooth. Very smooth 😏',
        'Noted, and very much not complaining 😏',
        'Is this flirting? Asking for me 😏',
        "I'm going to pretend that didn't make me smile. It did 😂",
        "Wait, {event}? I'm screenshotting this for evidence 😂",
      ],
      all: [
        '{BetweenUs}? Careful, I could get used to this 😏',
        'Beating {pet}? I will take that as high praise 😏',
        "{Mine}, huh? Okay, I'm blushing a little 😏",
        'Well, there goes my concentration for the rest of the day 😏',
        'Keep this up and I might have to flirt back properly 😏',
      ],
    },
  },
  // ---------- Apologies: accepted kindly, and a door left open ----------
  {
    // "i was short with you, had a rough day": forgiven, and sorry about the day, in their word for it.
    id: 'apology-day',
    case: 'apology',
    when: '\\b(rough|bad|long|awful|horrible|stressful|terrible|hard) (day|week|night)',
    lines: {
      all: [
        "No harm done at all. Sorry it was such a rough one, I hope today's kinder to you 😊",
        "Thank you for saying that. Bad days happen to everyone, and I'm glad you're okay. How's today going?",
        "Honestly, no worries. Sounds like it was a rough one, so I'm glad it's behind you. Feeling better?",
      ],
    },
  },
  {
    // "sorry for the 3 paragraph rant about my ex": no harm done, and no judgement.
    id: 'apology-overshare',
    case: 'apology',
    when: 'rant|essay|ramble|novel|overshar|vent|trauma ?dump|a lot for a first',
    lines: {
      playful: ["Honestly, no need to apologise. I'd rather real than polished 😊"],
      thoughtful: ["No worries at all. I'm glad you felt you could say it. How are you feeling now?"],
      funny: ['All good! Rants are allowed here, there is no word limit 😄'],
      all: [
        'Not too much at all, I promise. We all have a rant in us 😄',
        'No need to apologise for {sorryFor}. You were honest, and I liked that 😊',
      ],
    },
  },
  {
    // "so sorry, i mixed up the days… can i make it up to u, dinner on me?": forgiven, and the offer taken.
    id: 'apology-make-up',
    case: 'apology',
    when: 'make it up to (u|you)',
    lines: {
      playful: ['All forgiven 😄 And yes, you can make it up to me. When are you free?'],
      thoughtful: ["Honestly, no harm done, these things happen. But I'd love to let you make it up to me 😊"],
      funny: ["Forgiven. But I'm holding you to making it up to me 😂 When?"],
      all: ["Don't worry about it at all! And I won't say no to you making it up to me 😊"],
    },
  },
  {
    id: 'apology',
    case: 'apology',
    lines: {
      playful: [
        'Thank you for saying that, I appreciate it. No harm done 😊 Feeling better today?',
        'Apology accepted, honestly no worries. Rough days happen. How are you doing now?',
      ],
      thoughtful: [
        "That's really decent of you to say, thank you. No worries at all. I hope today is kinder to you.",
        "I appreciate you saying that. It's okay, honestly. Are you feeling any better?",
      ],
      funny: [
        'Apology accepted, and framed 😄 No worries at all. Is today going better?',
        "All forgiven, I promise. We've all had those days. How are you now?",
      ],
      all: [
        "No need to apologise for {sorryFor}, honestly. We're all good 😊",
        '{SorryFor}? All good, already forgotten 😄 No harm done.',
        "{TheirNews}? Honestly, don't worry about it. We're good 😊",
        '{TheirNews}? That happens. Thank you for saying it, and no harm done 😊',
        "No worries at all, and thank you for saying it. I hope you're okay.",
        "That's kind of you to say. No hard feelings at all, we're good 😊",
        "Honestly, don't worry about it. We're all good, and I'm glad you said something.",
        'Apology accepted. Your penance is telling me the best part of your day 😄',
      ],
    },
  },

  // ---------- Goodbyes: let go, no question ----------
  {
    // Off to bed: a warm goodnight and nothing to answer.
    id: 'sign-off-night',
    case: 'sign-off',
    // Whole words: "banku and okro tonight" is dinner, not bed.
    when: '\\b(bed|sleep|sleepy|asleep|night|nighty|nini|goodnight|gnight|gn)\\b',
    lines: {
      playful: ['Night night! Sleep well x', 'Good night! Talk tomorrow 😊'],
      thoughtful: ['Sleep well! I really enjoyed tonight. Talk tomorrow x', 'Good night, sweet dreams 😊'],
      funny: ['Night! Try not to dream about me too much 😄', 'Go, sleep! Talk tomorrow x'],
    },
  },
  {
    // Off to dinner, the gym, the pizza: enjoy it, talk later. Only a thing one can enjoy ("enjoy your phone" is not).
    id: 'sign-off-thing',
    case: 'sign-off',
    needs: ['treat'],
    lines: {
      playful: ['Enjoy {treat}! Talk tomorrow 😊', 'Go, go! Enjoy {treat} and chat soon x'],
      thoughtful: ['Enjoy {treat}! Speak tomorrow 😊'],
      funny: ['{Treat} wins, I understand completely 😂 Talk tomorrow!'],
    },
  },
  {
    id: 'sign-off',
    case: 'sign-off',
    lines: {
      playful: ['Go, go! Chat soon x'],
      thoughtful: ['Have a good one! Chat tomorrow.'],
      funny: ['Priorities 😄 Enjoy, talk soon!'],
      all: ['Talk soon! Enjoy your evening 😊', 'Enjoy! Chat tomorrow x', 'Have fun! Talk soon 😊'],
    },
  },
  {
    // Too far apart: the reason is fair, said as theirs.
    id: 'rejection-distance',
    case: 'rejection',
    when: 'distance|too far|hours? (away|each way)|different (city|cities|country|countries)|moving (away|abroad)',
    lines: {
      all: [
        "That's fair, the distance is a lot. Thanks for telling me, and all the best!",
        "I understand, the distance would make it hard. I'm glad we chatted. Take care!",
        'Totally fair, the distance is real. Thank you for being honest, and good luck out there 😊',
        'Makes sense, that much travel would wear anyone down. Thanks for saying so, and take care!',
        'No hard feelings, the distance is a real reason. I enjoyed talking to you. All the best 😊',
      ],
    },
  },
  {
    // They met someone: glad for them, no questions.
    id: 'rejection-someone',
    case: 'rejection',
    when: '(seeing|met|dating|back with) (someone|somebody|my ex|a guy|a girl)|(getting|its) serious with|back together|someone from before|\\bmy ex\\b',
    lines: {
      all: [
        "Thanks for telling me, and I'm happy for you. Good luck with them!",
        'I appreciate you not just vanishing. I hope it goes really well with them 😊',
        "That's lovely for you, honestly. Thanks for letting me know, and take care!",
        'Thank you for being straight with me. I hope they know they got lucky 😊 All the best!',
        'No hard feelings at all, and thanks for the honesty. Wishing you both well!',
      ],
    },
  },
  {
    // Not ready to date: kind, no pressure, no door held open with a hint.
    id: 'rejection-not-ready',
    case: 'rejection',
    when: 'not ready|ready to date|(head|heart)s? (isnt|is not|not) in it|need (some )?time (for|to work on) (myself|me)|taking a break from',
    lines: {
      all: [
        "Thank you for being honest. If you're not ready, you're not ready, and that's completely okay. Take care!",
        "No need to apologise at all. It's good that you know what you need right now. Take care!",
        'I really appreciate you telling me. Be kind to yourself, and all the best 😊',
        "Thanks for being upfront, that's never easy. Take the time you need, and good luck 😊",
        'Completely understand, and no harm done at all. Look after yourself!',
      ],
    },
  },
  {
    // Different things: agreed, kindly, and no argument.
    id: 'rejection-different',
    case: 'rejection',
    when: 'different things|after something (different|else)|want(ing)? different|not what (im|i am) looking for',
    lines: {
      all: [
        "That's fair, better to know we want different things now than later. Take care!",
        'I appreciate you saying so. Wanting different things is a good reason, no hard feelings 😊',
        'Totally fair, and thanks for being clear about it. I hope you find exactly what you want!',
        'Makes sense, and thank you for saying it kindly. All the best!',
        "No hard feelings at all. Good luck finding what you're after 😊",
      ],
    },
  },
  {
    id: 'rejection',
    case: 'rejection',
    lines: {
      playful: [
        'Thank you for telling me, I really appreciate the honesty. Wishing you all the best!',
        'No hard feelings at all, and thanks for being upfront. Take care and good luck out there!',
        'I appreciate you saying so. It was lovely getting to know you. All the best!',
      ],
      thoughtful: [
        'I really appreciate you being honest with me. No hard feelings at all. Take care!',
        'Thank you for telling me rather than disappearing. I wish you the best.',
        "That's completely okay, and I understand. Thank you for being kind about it. All the best!",
      ],
      funny: [
        "Thanks for saying so, that's genuinely kind. No hard feelings, and best of luck out there!",
        'Honesty is rare on here, so thank you. Take care of yourself!',
        'All good, and I appreciate the heads-up. Wishing you the best 😊',
      ],
      all: [
        'I understand, and thank you for saying it kindly. Take care!',
        "Thanks for being honest, I'd much rather know. Good luck with everything!",
        "That's okay, and thank you for telling me straight. Wishing you well 😊",
        'Understood, and no hard feelings. I enjoyed our chats. All the best!',
      ],
    },
  },
  {
    id: 'not-serious-drinks',
    case: 'not-serious',
    when: 'just (drinks|a drink)|proposal|relax',
    lines: {
      all: [
        'Haha, fair! Just drinks it is 😄',
        "Ha, fair enough, I'll put the ring away. Drinks it is.",
        'Haha, noted. Relaxing now. Drinks, no proposal 😄',
      ],
    },
  },
  {
    // "only downloaded this because my friend dared me": played along with, no bowing out.
    id: 'not-serious-dare',
    case: 'not-serious',
    when: 'dared me|bet me|for a laugh|as a joke',
    lines: {
      playful: [
        "Ha, so I'm part of a dare? 😄 How am I doing so far?",
        'A dare, huh? Well, I think your friend did us a favour 😄',
      ],
      thoughtful: ["Honestly, that's how some of the best things start 😊 What's the verdict so far?"],
      funny: [
        "Okay, I need to know what you get if you win the dare 😂 I'm happy to help.",
        "Noted: I'm a dare. I've been called worse 😂",
      ],
    },
  },
  {
    // "not looking for a husband, just someone to go to the zoo with": a companion wanted, so offer to be one.
    id: 'not-serious-company',
    case: 'not-serious',
    needs: ['company'],
    lines: {
      playful: [
        'Someone to {company} with? Now that I can sign up for 😄',
        "No pressure at all. I'd happily {company} with you 😄",
      ],
      thoughtful: ["That sounds easy and fun. I'd happily {company} with you 😊 When suits you?"],
      funny: ["Just someone to {company} with? I'm very qualified 😂 When do we start?"],
    },
  },
  {
    // The bow-outs repeat none of their words ("serious", "looking for"): a line that says their words back goes
    // first, and a no should not outrank a yes only because it echoes them.
    id: 'not-serious',
    case: 'not-serious',
    lines: {
      playful: [
        "Thanks for being upfront! Casual works for me, let's see where it goes 😄",
        "I appreciate the honesty. We want different things, so I'll bow out, but no hard feelings.",
        'Noted, no pressure on my side either. Fun it is 😄',
      ],
      thoughtful: [
        "Thank you for being honest, I appreciate it. I'm happy to keep it light and see how it goes.",
        "I appreciate you being upfront. I think we want different things, so I'll step back. I wish you the best!",
        "That's fair, and thanks for telling me. No pressure at all.",
      ],
      funny: [
        'Ha, noted: no proposals before the first drink 😂 Casual is fine by me.',
        "Appreciate the honesty! I'm after more than that, so I'll bow out, but no hard feelings.",
        "Thanks for being upfront. No pressure, let's just have fun.",
      ],
      all: [
        'Fair enough, and thanks for saying it straight. No pressure from me.',
        "I like that you said it up front. Let's keep it easy and see how it goes 😊",
      ],
    },
  },

  // ---------- Numbers and apps: no number written in, the user sends it or keeps the app ----------
  {
    // "give me your number": they asked for the user's, so the answer gives it (a fill-in Copy asks for) or declines.
    id: 'number-asked',
    case: 'number-request',
    when: '\\b(your|ur|ya) (number|digits|num)\\b',
    lines: {
      playful: [
        "Sure! It's [your number]. Text me so I've got yours 😄",
        "Go on then: [your number]. Don't make me wait 😄",
        "Happy to! [your number]. Say hi so I know it's you 😊",
        'Deal: [your number]. First text sets the tone, no pressure 😄',
        "Yes! [your number]. I'll be the one replying far too fast 😄",
      ],
      thoughtful: [
        "Of course, it's [your number]. Send me a message so I have yours.",
        'Sure, here it is: [your number]. Message me whenever suits you.',
        "I'd like to chat here a little longer before sharing my number, if that's okay. I'm really enjoying this.",
        "Not too soon at all 😊 It's [your number]. Looking forward to hearing from you.",
        "Happy to. It's [your number], so drop me a text and I'll save yours.",
      ],
      funny: [
        "It's [your number]. Fair warning: my texts are 40 % memes 😂",
        'Here you go: [your number]. Use it wisely 😄',
        '[your number]. Texts only, I panic when the phone rings 😂',
        'Done: [your number]. Your first text will be judged on emoji choice 😄',
        "It's [your number]. My replies there are faster, I promise 😄",
      ],
    },
  },
  {
    id: 'number-request',
    case: 'number-request',
    lines: {
      playful: [
        "Sure! Send me yours and I'll text you right away 😄",
        "Yes, good idea{ on platform}. What's the best way to find you?",
        "I'd like to chat here a little longer first, if that's okay. I'm enjoying this, though!",
      ],
      thoughtful: [
        "Of course! Send me your number and I'll text you so you've mine.",
        "Sure, that would be easier{ on platform}. Drop me yours and I'll message you.",
        "I'd like to stay on the app a little longer before sharing my number, if that's okay. I'm really enjoying talking with you.",
      ],
      funny: [
        'Sure! Send me yours and brace yourself: my texts are 40 % memes 😂',
        "Yes, let's escape the app{ on platform}. Yours first, and I'll text you.",
        "Sure, but I'm keeping you on the app a little longer first. Call it a probation period 😅",
      ],
      all: [
        "Yes, let's do that! Send me your number and I'll message you.",
        "Sure, that's easier. I'll text you as soon as I have yours 😊",
        "Happy to! Drop your number here and I'll say hi.",
        "Good idea, I'd like that. Send me your number and I'll text you now 😊",
        "Sure, numbers it is! Yours first and I'll message you straight away.",
      ],
    },
  },

  // ---------- What they want ----------
  {
    // They said what they want ("im after something long term"): meet it, yes or an honest no, without asking back
    // what they already told.
    id: 'looking-for-theirs',
    case: 'looking-for',
    needs: ['want'],
    lines: {
      all: [
        "I'm glad you said it up front. {Want} is what I'm after too 😊",
        "Good, because I'd like {want} too. Same page 😊",
        "Thank you for being upfront, so I'll be honest too: I'm not sure I want {want}, and I'd rather say so now.",
      ],
    },
  },
  {
    // Only the user knows: each line is one honest answer, written out, to pick from.
    id: 'looking-for-kids',
    case: 'looking-for',
    when: '\\bkids\\b|children|family',
    lines: {
      all: [
        "Not intense at all! Yes, I'd like kids someday. What about you?",
        "Fair question. Honestly, I'm open to kids but not sure yet. How about you?",
        "I appreciate you asking early. Kids aren't in my plans, to be honest. What about you?",
      ],
    },
  },
  {
    id: 'looking-for-marriage',
    case: 'looking-for',
    when: 'marri',
    lines: {
      all: [
        'Yes, marriage is something I see for myself someday. What about you?',
        "Honestly, I'm open to it, but I'm in no rush. How about you?",
        "Not really, marriage isn't a must for me. What about you?",
      ],
    },
  },
  {
    id: 'looking-for-exclusive',
    case: 'looking-for',
    when: 'seeing other|exclusive|only (talking|seeing)',
    lines: {
      all: [
        "Honest answer: I'm not seeing anyone else right now. What about you?",
        "I've been chatting with a couple of people, but you're the one I'm looking forward to. You?",
        'Good question, and I would rather be honest: nothing serious with anyone else. How about you?',
      ],
    },
  },
  {
    id: 'looking-for-choice',
    case: 'looking-for',
    needs: ['optA', 'optB'],
    lines: {
      all: [
        "Honestly, {optA}. I'm looking for a real relationship. What about you?",
        "{OptB}, for now. I'm not rushing into anything. How about you?",
        'Somewhere in between, honestly. I like to see where things go. You?',
      ],
    },
  },
  {
    // "is this going anywhere or are we just pen pals": they want to meet; say so, with a date.
    id: 'looking-for-meet',
    case: 'looking-for',
    when: 'pen ?pals?|going (anywhere|somewhere)|actually meet',
    lines: {
      playful: ['Definitely not pen pals 😄 How about we fix that with a date this week?'],
      thoughtful: ["I hope it's going somewhere. I'd like to meet you. Are you free this week?"],
      funny: ['Pen pals? Not on my watch 😄 A drink this week?'],
      all: ["I'd much rather meet you than keep texting. When are you free? 😊"],
    },
  },
  {
    id: 'looking-for',
    case: 'looking-for',
    lines: {
      playful: [
        "Honest answer: I'm looking for a relationship, something real. What about you?",
        "Honestly, I'm open and seeing where things go, no rush into a relationship. How about you?",
        "Ooh, the big question! I'm glad you asked. You first? 😄",
      ],
      thoughtful: [
        "I'm glad you asked. Honestly, I'm looking for something real and long term. What are you looking for?",
        "Good question, and I'd rather be honest: I'm open, and not in a rush. How about you?",
        "I like that you asked straight out. I'm looking for something serious. What about you?",
      ],
      all: [
        'Honestly? Something real, with someone I actually look forward to seeing. What does it look like for you?',
        "I'm looking for a relationship, but I'd rather it grow than rush it. What about you?",
      ],
      funny: [
        'Skipping straight to the big ones, I like it. Something real, honestly: a relationship, not a pen pal. You?',
        "Honest answer, no jokes for once: I'd like to see where things go. Your turn 😄",
        "Real talk? I'm looking for a real connection. What about you? 😄",
      ],
    },
  },

  // ---------- Getting there ----------
  {
    // "can we push to 8 instead of 7:30? work has decided to hold me hostage": the same plan, later, said yes to.
    id: 'logistics-later',
    case: 'logistics',
    when: '\\b(push|move)( it)?( back)? to \\d|\\binstead of \\d',
    lines: {
      playful: [
        "Later works for me! I'll be the one pretending I wasn't early 😄",
        'Of course, that works. See you then 😊',
      ],
      thoughtful: ["That's no problem at all, the new time works for me. See you then 😊"],
      funny: ["Deal. I'll use the extra time to look effortlessly casual 😂 See you then!"],
    },
  },
  {
    id: 'logistics-late',
    case: 'logistics',
    // Running late, not "is that too late for u" (a time asked about).
    when: '^(?!.*\\btoo late for)(.*\\b(late|behind)\\b|.*\\b(bus|train|traffic)\\b)',
    lines: {
      all: [
        "No worries at all, take your time! I'll wait inside and grab us a table.",
        "All good, it's fine! I'll wait by the entrance. See you soon 😄",
        "Don't worry about it. I'll be inside, see you in a few minutes!",
        '{Thing} strikes again 😅 No rush at all, see you soon!',
        "No worries! Blame {thing}, not you. I'll be inside 😊",
      ],
    },
  },
  {
    // "what time works for you?": a time only the user knows, with a gap for it.
    id: 'logistics-time',
    case: 'logistics',
    when: 'what time (works|suits|is good|is best|are you free|r u free)|when (works|suits) (for )?(you|u)',
    lines: {
      playful: ['How about [your time]? I can be flexible 😊'],
      thoughtful: ['[your time] works well for me. Does that suit you?'],
      funny: ["[your time]? I'll even be on time 😄"],
      all: ['I could do [your time]. What works best for you?'],
    },
  },
  {
    id: 'logistics-here',
    case: 'logistics',
    when: '\\b(im|i am) here\\b|just got here|grabbed a table|\\bgot a table',
    lines: {
      all: [
        "Perfect, I'll find you! Almost there.",
        'Great, see you in a minute! Walking in now 😄',
        'On my way in now, see you in a sec 😄',
      ],
    },
  },
  {
    // "im at the gate, are you coming down?": on the way to let them in.
    id: 'logistics-let-in',
    case: 'logistics',
    when: LET_IN,
    lines: {
      all: [
        'Coming down{ to thing} now! Two minutes 😄',
        "On my way{ to thing}, sorry! I'll let you in.",
        "Yes! Heading down now, don't go anywhere 😄",
      ],
    },
  },
  {
    id: 'logistics-ride',
    case: 'logistics',
    when: 'pick (u|you) up|\\bride\\b|\\blift\\b',
    lines: {
      all: [
        "That's really kind, yes please! I'll send you where I am.",
        'Thank you, that would be great. What time should I be ready?',
        "That's so thoughtful, thank you! I'm happy to meet you there too if that's easier.",
      ],
    },
  },
  {
    id: 'logistics-bring',
    case: 'logistics',
    when: '\\bbring\\b',
    lines: {
      all: [
        "Just bring yourself! But if you're offering {thing}, I'll never say no 😄",
        'Nothing needed, honestly. Just you and your appetite 😄',
        'If {thing} is on the table, then yes please 😄',
        'Only yourself! See you soon.',
      ],
    },
  },
  {
    id: 'logistics-choice',
    case: 'logistics',
    needs: ['optA', 'optB'],
    lines: {
      all: [
        '{OptA} works best for me. Does that suit you?',
        '{OptB} sounds good to me!',
        'Either works for me! Pick whichever is easier for you.',
      ],
    },
  },
  {
    id: 'logistics-which',
    case: 'logistics',
    needs: ['which'],
    lines: {
      all: [
        "Stay where you are, I'll come find you at your {which}!",
        "Ha, there are so many! I'll send you a pin of the {which} I'm at.",
        'Let me check which {which} this is, one sec 😅',
      ],
    },
  },
  {
    // "table's booked for 8, meet inside": the plan is made; thanks, and see you there.
    id: 'logistics-booked',
    case: 'logistics',
    when: 'booked|reserved|reservation|meet (inside|outside|there)',
    lines: {
      playful: [
        'Perfect, thank you for sorting it! See you there 😊',
        "Amazing, you're very organised 😄 See you inside!",
      ],
      thoughtful: [
        "Thank you for booking, that's really thoughtful. See you there 😊",
        'Perfect, that works for me. See you soon!',
      ],
      funny: ['Look at you, booking tables 😄 See you there!', "Perfect. I'll be the one looking lost at the door 😂"],
    },
  },
  {
    // "im at osu already, by the entrance. where are you please?": on the way, and where to find them.
    id: 'logistics-where',
    case: 'logistics',
    when: 'where (are|r) (u|you|ya)\\b',
    lines: {
      playful: ["On my way to you now! I'll find you{ spot} 😊"],
      thoughtful: ["Nearly there! Stay where you are, I'll come to you{ spot}."],
      funny: ["Arriving any second 😄 I'll be the one looking for you{ spot}."],
      all: ["I'll send you exactly where I am, one sec!"],
    },
  },
  {
    // "ill be the one in a yellow raincoat": they said how to find them, so the answer is that it is noted.
    id: 'logistics-find-me',
    case: 'logistics',
    needs: ['wear'],
    lines: {
      playful: ["Perfect, see you there! I'll look out for the {wear} 😊", 'The {wear}, got it. See you soon 😄'],
      thoughtful: ["Sounds good, I'll look out for the {wear}. See you soon!", 'Perfect, see you there 😊'],
      funny: ["The {wear}, noted. I'll try not to wave at the wrong one 😄", 'Got it, see you there 😄'],
      all: ["Perfect, I'll look out for the {wear}. See you soon!"],
    },
  },
  {
    // "yes! 7:30 at the crown? or is that too late for u": a time and a place, said yes to.
    id: 'logistics-time-place',
    case: 'logistics',
    needs: ['spot'],
    when: '\\b\\d{1,2}([:.]\\d\\d)? ?(am|pm)? at (the|a) [a-z]+',
    lines: {
      playful: ['Sounds perfect, see you {spot} 😊', 'Works for me! See you {spot} 😄'],
      thoughtful: ["That's perfect for me. See you {spot}, looking forward to it 😊"],
      funny: ["Deal. See you {spot}, I'll be the one looking slightly lost 😂"],
    },
  },
  {
    // "still on for 7? ill be at the bar by the window": yes, and where to find them.
    id: 'logistics-confirm',
    case: 'logistics',
    when: 'still on|(ill|i will) be (at|by|in|outside|near|sat|sitting)|see (u|you) (at|there|then)',
    lines: {
      playful: ['Yes, still on! See you {spot} 😊', "Still on! I'll find you {spot}."],
      thoughtful: ['Yes, definitely still on. See you {spot}!', 'Perfect, see you there. Looking forward to it 😊'],
      funny: ["Still on! I'll be the one looking for you {spot} 😄", 'Yes! Perfect, see you there 😄'],
      all: ['Yes, still on! See you there 😊'],
    },
  },
  {
    // "the restaurant's cash only, heads up": thanks, and come prepared.
    id: 'logistics-cash',
    case: 'logistics',
    when: 'cash only|bring cash|card only|no cards?\\b|cashpoint|atm\\b',
    lines: {
      playful: ["Good to know, I'll bring cash. Thanks for the heads-up! 😄"],
      thoughtful: ["Thank you! I'll stop at a cashpoint on the way 😊"],
      funny: ['Noted, cash it is. Thanks for saving me from washing the dishes to pay 😂'],
    },
  },
  {
    // "heads up, the back entrance is closed": thanks for the warning.
    id: 'logistics-heads-up',
    case: 'logistics',
    when: 'heads up|fyi|just so (u|you) know',
    lines: {
      playful: ['Thanks for the heads-up! I will come prepared 😄'],
      thoughtful: ['Good to know, thank you for the heads-up 😊 See you there.'],
      funny: ['Heads-up received and filed 😄 Thank you!'],
    },
  },
  {
    id: 'logistics',
    case: 'logistics',
    lines: {
      all: [
        "I'll send you exactly where I am, one sec!",
        'Good question! Let me check and message you in a minute.',
        'Whatever is easiest for you works for me. See you soon!',
      ],
    },
  },

  // ---------- News ----------
  {
    // A scan clear, a pet home safe: relief, not a party.
    id: 'good-news-relief',
    case: 'good-news',
    // A scare that ended: not any relief ("the examiner looked as relieved as i was" is a test passed).
    when: 'went (fine|well|great|smoothly)|can (run|walk|drive|work|dance) again|came back (all )?(clear|fine|normal|negative)|all clear|all-clear|(shes|hes|theyre|its) (ok|okay|fine|home) now|(so|very|really|im|i am|we are|were) relieved|such a relief',
    lines: {
      all: [
        "Oh, I'm so glad about {news}. What a relief. How are you both feeling?",
        "That's the best news, I'm so happy for you both. You must be so relieved.",
        "I'm so relieved for you. Enjoy tonight, you've earned a calm evening 😊",
      ],
    },
  },
  {
    id: 'good-news',
    case: 'good-news',
    lines: {
      playful: [
        "Congratulations on {news}!! 🎉 That's amazing. How are you celebrating?",
        'Yay, congrats on {news}! You must be so proud.',
        'Amazing news, congratulations! This calls for a celebration 🎉',
      ],
      thoughtful: [
        "That's wonderful news, congratulations on {news}! You must be so proud. How does it feel?",
        "Congratulations! I'm really happy for you. What a moment.",
        "That's amazing, congrats on {news}! I hope you're letting yourself enjoy it 😊",
      ],
      funny: [
        "Okay, this calls for a celebration. Congrats on {news}! I'd hand you a trophy but I'm fresh out 🏆",
        "Congratulations! I'm officially proud of you. Is there cake? 🎉",
        "Yay! Congrats on {news}, that's amazing. Please tell me there was a victory dance 😂",
      ],
      all: [
        "{TheirNews}! That's brilliant, congratulations 🎉",
        '{TheirNews}! Okay, this calls for a celebration 🎉',
        "Congratulations, that's great news! 🎉",
        "That's brilliant, well done! You should be really proud.",
        "That's brilliant news about {news}! It deserves a proper celebration 🎉",
        "Yay! That's such good news. You must be buzzing 🎉",
        "That's wonderful. I'm so happy for you 😊 How are you going to celebrate?",
        "Okay, I'm doing a small victory dance for you right now 🎉",
      ],
    },
  },
  {
    // A scare that ended well ("shes ok now", "hes fine but they kept him in"): sorry and relieved, not condolences.
    // Glad only of who is okay: what else happened may not be ("shes ok but thats our season done").
    id: 'bad-news-relief-who',
    case: 'bad-news',
    kind: ['pet', 'people'],
    needs: ['thing'],
    when: RELIEF,
    lines: {
      all: [
        "Oh no, I'm so sorry, that sounds scary. I'm glad {thing} is okay. How are you holding up?",
        "That sounds so stressful, I'm sorry. Really glad {thing} is okay. Look after yourself too.",
      ],
    },
  },
  {
    id: 'bad-news-relief',
    case: 'bad-news',
    when: RELIEF,
    lines: {
      all: [
        "Oh no, I'm sorry. That sounds like a really stressful time. How are you holding up?",
        "I'm sorry, that's a lot to deal with. I'm glad it wasn't worse.",
        'That sounds really hard, I am sorry. Go easy on yourself this week.',
      ],
    },
  },
  {
    // Real bad news: care, space, no joke and no question to answer.
    id: 'bad-news-serious',
    case: 'bad-news',
    tone: ['serious'],
    lines: {
      all: [
        "I'm really sorry about {news}. That's a lot to deal with. Take care of yourself, and take all the time you need.",
        "I'm so sorry about {news}. I'm here if you want to talk, and no pressure at all.",
        "Oh, I'm so sorry about {news}. Look after yourself, and message me whenever you feel like it.",
        "I'm really sorry. That sounds really hard. I'm here if you want to talk, no pressure at all.",
        "I'm so sorry {event}. That's so hard. Be gentle with yourself, and no need to answer this.",
        "I'm so sorry about {news}. Sending you a big hug, and take things one day at a time.",
        "That's heartbreaking about {news}, I'm so sorry. I'm here whenever you feel like talking.",
      ],
    },
  },
  {
    // A no that stings: sorry, on their side, no condolences and no heavy "take all the time you need".
    id: 'bad-news-disappointed',
    case: 'bad-news',
    tone: ['disappointed'],
    lines: {
      all: [
        "Oh no, I'm sorry about {news}. That's disappointing. Their loss, honestly.",
        "That's such a shame about {news}, I'm sorry. How are you feeling about it?",
        "I'm sorry, that's really disappointing. The right one will come along.",
        "Ugh, I'm sorry. You're allowed to be bummed for a bit. Anything that would cheer you up?",
      ],
    },
  },
  {
    // Bad luck of the day: sympathy with a light touch, not condolences.
    id: 'bad-news-mild-plans',
    case: 'bad-news',
    tone: ['mild'],
    // Their bad luck touches the user's plans only when they say so ("i cant make saturday"), not when a day is named.
    when: '\\b(our|the) plans\\b|(cant|cannot|wont|might not) make (it|saturday|sunday|friday|tonight|tomorrow)|(have|need) to cancel|rain ?check',
    lines: {
      all: [
        "Oh no, sorry about {news}! Don't worry about our plans at all, we can easily move them.",
        "Ugh, that's so annoying 😩 No stress about our plans, we'll find another day.",
        "That's such bad luck. Hope you get home soon, and we'll reschedule, no problem.",
      ],
    },
  },
  {
    id: 'bad-news-mild',
    case: 'bad-news',
    tone: ['mild'],
    lines: {
      playful: [
        "Oh no, {badEvent}? That's such bad luck 😩 Hope the rest of the day is kinder to you.",
        'Ugh, sorry about {mishap}! Some days just go like that. Did it get any better?',
        "Ugh, sorry about {news}! Here's to a smoother rest of the week 😄",
      ],
      thoughtful: [
        "Oh no, sorry about {mishap}. That's really annoying. I hope the rest of your day is better.",
        'That sounds like a frustrating day, sorry! Was there at least one good part?',
        'Sorry about {news}! Some days are just like that.',
      ],
      funny: ['Oh no, {badEvent}? The universe owes you one now 😅', 'Sorry about {news}! Officially the worst 😅'],
      all: [
        "Oh no, that's so annoying! Sorry your day went like that.",
        "Ugh, that's bad luck. Hope it gets better from here 😊",
      ],
    },
  },
  {
    id: 'bad-news-care',
    case: 'bad-news',
    // A missed train is no cause for "take care of yourself": mild bad luck keeps to its own row.
    tone: ['serious', 'disappointed', 'funny', 'warm', 'plain'],
    lines: {
      all: [
        "Oh no, I'm sorry about {news}. That sounds rough. Take care of yourself.",
        "I'm sorry about {news}, that's a lot to carry. I'm here if you want to talk.",
        "That sounds hard, I'm sorry about {news}. I hope things get easier soon.",
        "Ugh, I'm sorry about {news}. That's a horrible thing to have hanging over you. Go easy on yourself.",
        "I'm really sorry about {news}. Go gently this week, and I'm around if you want to talk.",
        "Oh no, I'm sorry about {news}. That sounds so stressful. Shout if you want a distraction.",
        "Oh no, that's rough. I hope things get easier soon.",
        "I'm sorry, that sounds like a lot. I'm here if you want to talk.",
        "That's hard, I'm sorry. Look after yourself this week.",
        "I'm so sorry. No need to explain, I'm here if you want to talk.",
        'That sounds really tough. Be gentle with yourself today.',
        'Sending you a hug. We can talk about anything else whenever you like, or nothing at all.',
      ],
    },
  },
  {
    // Any bad news at all, big or small: sorry, and nothing heavier.
    id: 'bad-news',
    case: 'bad-news',
    lines: {
      all: [
        "Oh no, I'm sorry to hear that.",
        "Ugh, I'm sorry. That's not what you needed.",
        'Oh no. I hope things look up from here.',
        "That's rotten, I'm sorry. I hope the rest of the week is kinder to you.",
        "Ugh, I'm sorry. Here's hoping things turn around soon.",
      ],
    },
  },

  // ---------- Teases: play back ----------
  {
    // "food walk on sunday. u in or u scared of the spice": a dare that invites; accept it, unafraid.
    id: 'tease-invite',
    case: 'tease',
    when: '\\b(u|you) in or\\b|\\b(in|coming) or (are )?(u|you) (scared|chicken)',
    lines: {
      playful: ["I'm in, and not even a little scared 😏 What time?", 'Scared? Never. Count me in 😄'],
      thoughtful: ["Count me in! I'll keep up, I promise 😄 Where should we meet?"],
      funny: ['Scared? I laugh in the face of danger. Quietly. Count me in 😂'],
      all: ["Challenge accepted. I'm in{ when} 😏"],
    },
  },
  {
    // "said the man who told me yesterday he burnt toast": own the failing, cheerfully.
    id: 'tease-accused',
    case: 'tease',
    needs: ['accused'],
    lines: {
      playful: ["Okay, I {accused} ONE time and I'm never living it down 😅"],
      thoughtful: ["Fair. I {accused}, and I'm choosing to grow from it 😄"],
      funny: ['In my defence, I {accused} with great confidence 😂'],
    },
  },
  {
    // "who are you, my english teacher": cast as a type, and happy to play it.
    id: 'tease-cast',
    case: 'tease',
    needs: ['cast'],
    lines: {
      playful: ["{Cast}? I've been called worse 😄"],
      thoughtful: ["Ha, {cast}? I'll take that as a compliment 😊"],
      funny: ['{Cast}? Careful, I might start acting like it 😏'],
    },
  },
  {
    id: 'tease-reply-time',
    case: 'tease',
    when: 'reply|respond|novel|took (u|you)|three dots|typing',
    lines: {
      playful: [
        'Haha, guilty. The novel is nearly done, chapter two is your reply 😂',
        "Good things take time 😌 But fair, I'll speed up.",
      ],
      thoughtful: [
        'Haha, sorry! I was busy, not writing a novel, I promise. What did I miss?',
        'Hours, I know, sorry 😅 Today got away from me. Where were we?',
      ],
      funny: ['Haha, I was drafting the perfect reply. Clearly it needed more drafts 😂'],
      all: [
        "Fair, that was a slow reply 😅 I'm here now, and fully caught up.",
        'Guilty as charged. I promise my reply was worth the wait 😄',
      ],
    },
  },
  {
    id: 'tease-quoted',
    case: 'tease',
    needs: ['quoted'],
    // The quote is the user's own claim ("u put 'loves hiking'"), not their guess about the user.
    when: '\\b(put|said|says|wrote|write|claim|claimed)\\b|bio|profile',
    lines: {
      playful: [
        'Ha, "{quoted}" is a claim I stand by. Evidence available in person 😏',
        "Okay, I'll prove it. Pick the time and place 😏",
      ],
      thoughtful: ['Fair! "{quoted}" is true, I promise. Happy to show you sometime 😄'],
      funny: ['Proof of "{quoted}" comes with a demonstration. Book your ticket 😂'],
      all: ['Haha, caught. But "{quoted}" is true, I promise. Proof in person? 😄'],
    },
  },
  {
    // "ur profile says u love cooking but i bet u just make pasta": the claim doubted, so it is stood by, with proof
    // offered; not owned as a guilty taste.
    id: 'tease-claim-doubted',
    case: 'tease',
    needs: ['claim'],
    when: '\\b(profile|bio|pics|photos|pictures) (says|say|said)\\b.*\\b(but|bet|yet|then why|all)\\b|\\b(bet|doubt|suspicious|press x)\\b',
    lines: {
      playful: [
        'I do {claim}, I promise! Give me one chance to prove it 😏',
        'Okay, the evidence looks bad 😅 But I really do {claim}. Proof in person?',
      ],
      thoughtful: ["Fair challenge! I really do {claim}. I'd be happy to prove it sometime 😊"],
      funny: [
        'I do {claim}! My evidence is weak but my intentions are strong 😂',
        'Wow, a full investigation 😂 I do {claim}. Proof available on request.',
      ],
    },
  },
  {
    // "ugh u support arsenal": own it, cheerfully.
    id: 'tease-claim',
    case: 'tease',
    needs: ['claim'],
    lines: {
      playful: [
        "Guilty: I {claim}, and I'd do it again 😏",
        'Yes, I {claim}. Give me one chance to change your mind? 😄',
      ],
      thoughtful: ["Ha, yes, I {claim}. I promise there's a good reason. Want to hear it?"],
      funny: ["I {claim} and I'll defend it in court 😂", 'I {claim}. I know. Is there a support group? 😅'],
    },
  },
  {
    // "you spelled definitely with an a": guilty of the typo, with grace.
    id: 'tease-spelling',
    case: 'tease',
    when: '(spelled|spelt|typed|wrote) [a-z]+ (with|without) (a|an|two|one)\\b|\\b(typo|autocorrect|spelling|grammar)\\b',
    lines: {
      playful: ["In my defence, spelling was never my best subject 😅 You'll have to teach me."],
      thoughtful: ["Ha, caught! I'll proofread from now on, I promise 😄"],
      funny: ["I'm calling it creative spelling. It's a whole style 😏"],
      all: [
        'Okay, autocorrect and I are no longer speaking 😂',
        "Fair. Spelling is not my strongest skill 😅 Don't tell anyone.",
      ],
    },
  },
  {
    // A quiz put to the user ("capital of australia. go. no googling"): only the user knows their answer, so the
    // options give it with a gap to fill, never a boast about evidence.
    id: 'tease-quiz',
    case: 'tease',
    when: '\\b(no googling|no google|pop quiz|quiz time|capital of|trivia)\\b|\\bgo\\W*$',
    lines: {
      all: [
        'Easy: [your answer]. No googling, I promise 😏 Your turn next.',
        'Okay, my answer is [your answer]. Did I pass?',
        'Final answer: [your answer]. I did not google it, I swear 😂',
      ],
    },
  },
  {
    id: 'tease-challenge',
    case: 'tease',
    when: '\\b(bet|beat|loser|scared|prove|evidence|challenge|race|versus|vs|quiz|googling)\\b',
    lines: {
      playful: [
        'Haha, bold words! Challenge accepted. Prepare to be proven wrong 😏',
        "Okay, game on. Loser buys {stake}, and I already know who's paying 😄",
        'Ha, evidence is coming{ about thing}. Name the time and place 😏',
      ],
      thoughtful: [
        "Ha, fair! I'll let you be the judge once you've seen it for yourself. Deal?",
        "Okay, I'll take that as a challenge{ about thing}. You'll have to give me a chance to prove it.",
        'Deal. And I hope you like paying for {stake} 😄',
      ],
      funny: [
        'Wow, called out{ about thing} 😂 For the record, I can prove it. When do you want the demonstration?',
        'Harsh but fair 😂 Challenge accepted. Loser buys {stake}?',
        "You're on. I've been training for this moment my whole life 😅",
      ],
    },
  },
  {
    id: 'tease',
    case: 'tease',
    // The charge said back in mock surprise answers this tease and no other ("I spelled colour wrong? …").
    lines: {
      playful: [
        "{Charge}? Okay, guilty 😅 But you noticed, so who's really paying attention here? 😏",
        "Haha, I walked into that one 😂 I'll allow it, but I'm getting you back.",
        "Ha, that's a serious accusation{ about thing}! I demand a chance to defend myself 😄",
        "Okay, guilty{ on thing}. But you noticed, so who's really paying attention here? 😏",
      ],
      thoughtful: [
        '{Charge}? Ha, fair. Give me one chance to make my case 😄',
        "Haha, you've got me there. Give me one chance to make my case{ about thing}?",
        "Ha, fair! I'll let you be the judge once you know me better.",
        'Okay, that made me laugh. Guilty, mostly 😄',
      ],
      all: [
        '{Charge}? I demand a chance to defend myself 😄',
        'Okay, guilty about {thing} 😅 In my defence, I have a very good excuse.',
        "Ha, I'm going to need you to hear my side first{ about thing} 😄",
        'Okay, you have a point 😏 Give me one date to change your mind?',
      ],
      funny: [
        '{Charge}? Wow, called out 😂 I have no defence. None.',
        "Haha, noted 😅 I'm choosing to take it as a compliment.",
        'Wow, called out{ on thing} 😂 I have no defence. None.',
        'I plead the fifth{ on thing} 😂',
      ],
    },
  },

  // ---------- Everything else: react to what they said ----------
  {
    // "heyyy 👋": a greeting is greeted back, with something easy to answer.
    id: 'chat-greeting',
    case: 'chat',
    when: '^\\W*(h+e+y+a*|h+i+|hel+o+|hiya|heya|yo+|howdy|hai)( (you|u|there|stranger|again))?\\W*$',
    lines: {
      playful: ["Heyyy 😄 How's your day going?", 'Hey you 👋 What are you up to?'],
      thoughtful: ["Hi! 😊 Good to hear from you. How's your week been?", "Hey! How's your day going so far?"],
      funny: ['Hey yourself 😄 What are you up to?', "Hello hello 👋 How's the day treating you?"],
      all: ["Hey! 😊 How's your evening going?"],
    },
  },
  {
    // "my cat stole my seat again": the pet clearly runs the house.
    id: 'chat-pet',
    case: 'chat',
    kind: ['pet'],
    lines: {
      playful: [
        '{Pet} clearly runs the house. Do you ever get {other} back, or is it theirs now?',
        'Ha, {pet} has a strong personality. What else do they get away with?',
        "Honestly, I'm on the side of {pet} here 😄",
      ],
      thoughtful: [
        'Ha, {pet} sounds like a real character. Do you ever win these arguments?',
        'I love that. How long has {pet} been in charge?',
        'That made me smile. {Pet} sounds like great company.',
      ],
      funny: [
        '{Pet} clearly runs the house and you just live there 😂',
        "I'd like to formally request a photo of {pet}, the culprit 😄",
        'Ha, {pet} one, you nil. Is there a rematch? 😂',
      ],
    },
  },
  // A story told whole gets a reaction to its kind of topic and a question that follows from it, never a request
  // for the story it already told. No slot: a fragment of the message ("that u volunteer") is worse than none.
  {
    id: 'chat-food',
    case: 'chat',
    calm: true,
    needs: ['thing'],
    kind: ['food'],
    lines: {
      playful: [
        'Ha, {thing}! 😄 How did it turn out in the end?',
        'I love that you went for {thing}. Would you make it again?',
      ],
      thoughtful: [
        '{Thing} sounds like a proper effort. Was it worth it in the end?',
        'I love a home-cooked attempt. What are you making next?',
      ],
      funny: [
        'Honestly, {thing} sounds like the true home-cooking experience 😂 Did anything survive?',
        'Okay, chef 😄 Is there a round two planned?',
      ],
    },
  },
  {
    id: 'chat-travel',
    case: 'chat',
    calm: true,
    needs: ['thing'],
    kind: ['travel'],
    lines: {
      playful: [
        'Okay, that is a proper adventure 😄 What was the highlight?',
        'Ha, {thing} always has a twist 😄 Would you do it again?',
      ],
      thoughtful: [
        '{Thing} sounds like quite a trip. What surprised you most?',
        'I love that. Where would you go next?',
      ],
      funny: [
        'Honestly, {thing} sounds like a proper adventure 😂',
        'That is a travel story you will be telling for years 😄',
      ],
    },
  },
  {
    id: 'chat-work',
    case: 'chat',
    calm: true,
    needs: ['thing'],
    kind: ['work'],
    lines: {
      playful: [
        'Ha, {thing} never fails to deliver 😂 How did you keep a straight face?',
        'That is peak office life 😄 Does this happen a lot?',
      ],
      thoughtful: [
        'What a day at work, {thing} and all. How did you handle it?',
        'Work can be so strange. Is it usually this eventful?',
      ],
      funny: ['Honestly, {thing} belongs in a sitcom 😂', 'I would pay to have seen that 😂 Did anyone say anything?'],
    },
  },
  {
    id: 'chat-screen',
    case: 'chat',
    // Not calm: "finished the bear and im NOT ok" is the feeling a show leaves, which these lines are for.
    needs: ['thing'],
    kind: ['screen'],
    lines: {
      playful: [
        'Ha, I can tell {thing} got to you 😄 What are you watching next?',
        'Okay, that kind of ending stays with you. Did you see it coming?',
        '{Thing} really got you, huh 😄 Would you watch it all again?',
      ],
      thoughtful: [
        'I love it when {thing} gets under your skin like that. What made it hit so hard?',
        'That sounds intense. Would you recommend it?',
        '{Thing} sounds like it really landed. Would you recommend it?',
      ],
      funny: [
        'Okay, you need a support group after {thing} 😂 What is next on the list?',
        'Ha, the post-show emptiness is real 😄 Are you okay?',
        'A moment of silence for {thing} 😂 Are you recovering?',
      ],
    },
  },
  {
    id: 'chat-sport',
    case: 'chat',
    calm: true,
    needs: ['thing'],
    kind: ['sport', 'music'],
    lines: {
      playful: ['Ha, {thing}, I love that 😄 How did it go?', 'Okay, that sounds like fun. Do you do it a lot?'],
      thoughtful: ['{Thing} sounds great. How long have you been into it?', 'I love that. What got you into it?'],
      funny: ['Okay, {thing}? I am impressed 😄 Any highlights?', 'Ha, that sounds like a good time 😂'],
    },
  },
  {
    // "today was a genuinely good day. thats all": glad with them, and curious what made it.
    id: 'chat-good-day',
    case: 'chat',
    when: '(today|this week|the day|it) (was|has been|is) (a )?(genuinely |really |such a |just a )?(good|great|lovely|brilliant|perfect) (day|one|week)',
    lines: {
      playful: ['Love that for you 😊 What made it such a good day?'],
      thoughtful: ["That's the best kind of day. I'm really glad 😊 Anything in particular, or just a good one?"],
      funny: ['More days like that, please 😄 What was the best bit?'],
      all: ['A good day with no reason is the best kind 😊 What did you get up to?'],
    },
  },
  {
    // "its so hot today i've moved into the fridge": the weather, and how they are coping with it.
    id: 'chat-hot',
    case: 'chat',
    when: '\\b(so |too |really |way too )(hot|humid)\\b|boiling|roasting|heatwave|sweltering|melting',
    lines: {
      playful: ["Ha, I respect the commitment 😄 It's way too hot today. Stay cool!"],
      thoughtful: ["It's so hot today, isn't it? Stay cool, and drink lots of water 😊"],
      funny: ['Same, honestly. This heat has turned me into a puddle 😂 Stay cool!'],
      all: [
        'The heat is no joke today 😅 Hope you find some shade!',
        "Too hot to think today. What's your survival plan? 😄",
      ],
    },
  },
  {
    // "Happy Friday! Finally dragged myself through the week": celebrate the day with them.
    id: 'chat-happy-day',
    case: 'chat',
    needs: ['day'],
    when: '^happy (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\\b',
    lines: {
      playful: ['Happy {day}! 🙌 Anything fun planned?'],
      thoughtful: ["Happy {day} to you too 😊 I hope it's a good one."],
      funny: ["Happy {day}! 😄 What's keeping you going today?"],
      all: ["Happy {day}! What's the plan for the rest of the day? 😊"],
    },
  },
  {
    id: 'chat-cold',
    case: 'chat',
    when: '\\b(so |too |really |way too )(cold)\\b|freezing|arctic|snowed in|frostbite',
    lines: {
      playful: ["Ha, stay warm! It's freezing out there 🥶 Blankets and tea?"],
      thoughtful: ["It's so cold at the moment. Stay warm, and get something hot to drink 😊"],
      funny: ["Same, I've given up on feeling my fingers 😂 Stay warm!"],
      all: ['The cold is brutal today 🥶 Hope you can stay in!', "Too cold to function. What's keeping you warm? 😄"],
    },
  },
  {
    id: 'chat-story',
    case: 'chat',
    needs: ['event'],
    tone: ['funny'],
    lines: {
      playful: [
        'Wait, {event}? 😂 I need the full story now.',
        "That's a classic. Does this kind of thing happen a lot at yours? 😄",
        'Okay, that made me laugh out loud. What happened next? 😄',
      ],
      thoughtful: [
        'Ha, {event}? That made me smile. How did it end?',
        'I love that {thing} is part of this story. Was it as funny at the time?',
        "That's such a good story. Does this kind of thing happen to you often?",
      ],
      funny: [
        '{Event}? Honestly, that sounds like a sitcom episode 😂',
        "I've so many questions about {thing} 😂",
        "This is the best thing I've read today. Please tell me there's a part two 😄",
      ],
    },
  },
  {
    id: 'chat-mild',
    case: 'chat',
    tone: ['mild'],
    lines: {
      playful: [
        "Oh no, {badEvent}? That's such bad luck 😩 Hope the rest of the day is kinder to you.",
        'Ugh, sorry about {mishap}! Some days just go like that.',
      ],
      thoughtful: ["Oh no, sorry about {mishap}. That's really annoying. I hope it gets better from here."],
      funny: ['Oh no, {badEvent}? The universe owes you one now 😅', 'Oh no! The universe owes you one now 😅'],
      all: [
        "Oh no, that's so annoying! Sorry your day went like that.",
        "Ugh, that's bad luck. Hope it gets better from here 😊",
        'That sounds like a frustrating one, sorry! Was there at least one good part?',
        'Ugh, not the day you needed 😩 I hope tonight is better.',
        "Some days are just like that 😅 Here's hoping tomorrow makes up for it.",
      ],
    },
  },
  {
    id: 'chat-thing-down',
    case: 'chat',
    // "Sorry about your mum" says something happened to her: {mishap} is never a person or a pet (chat-down).
    needs: ['mishap'],
    // Their own bad luck, not a pigeon's crime: sympathy only when they speak of themselves, and not when they tell
    // it for a laugh ("he sobbed when mufasa died, then asked to watch it again").
    aboutThem: true,
    mood: 'down',
    tone: ['serious', 'disappointed', 'mild', 'warm', 'plain'],
    lines: {
      playful: [
        "Oh no, {mishap}? That doesn't sound fun at all.",
        'Ugh, sorry about {mishap}. I hope the rest of your day is kinder.',
      ],
      thoughtful: ["Oh no, I'm sorry about {mishap}. That sounds frustrating."],
    },
  },
  {
    // The same moment without naming what went wrong.
    id: 'chat-down',
    case: 'chat',
    aboutThem: true,
    mood: 'down',
    tone: ['serious', 'disappointed', 'mild', 'warm', 'plain'],
    lines: {
      playful: ['That sounds like a day. Anything I can say to cheer you up? 😄'],
      thoughtful: [
        "That doesn't sound fun at all. Are you doing okay?",
        'Sorry to hear that. Was there anything good in your day, at least?',
      ],
      funny: [
        'Oh no! The universe owes you one now 😅',
        "Okay, that's rough. I'm sending moral support 😅",
        'Sorry, that sounds like a whole saga. You deserve a better rest of the day 😄',
      ],
    },
  },
  {
    // "just got back from edinburgh!!": excitement said with marks and words, whatever wink's sentiment reads.
    id: 'chat-thing-excited',
    case: 'chat',
    needs: ['thing'],
    // wink's sentiment alone is not enough: it reads "my parents are getting divorced" as up.
    when: '!!|amazing(?! grace)|incredible|best [a-z ]{1,30}(of my life|ever)|so good|loved it|on another level|🥳|😍|🎉',
    calm: true,
    lines: HAPPY_STORY,
  },
  {
    // A funny story told whole ("spent all saturday building an ikea wardrobe and theres one screw left over"): laugh
    // with them and ask what came after, never for the story they just told.
    id: 'chat-told-funny',
    case: 'chat',
    needs: ['thing'],
    tone: ['funny'],
    story: 'whole',
    lines: {
      playful: [
        'Ha, {thing}! Okay, that made me laugh 😂 What did you do next?',
        'Ha, {thing}! 😂 Does this kind of thing happen to you a lot?',
      ],
      thoughtful: ['Ha, {thing}! You tell a good story, you know that? 😄 How did it end up?'],
      funny: [
        "Ha, {thing}. I'm still laughing 😂 Is this a normal week for you?",
        "Ha, {thing}. I'm crying 😂 Please tell me there's a sequel",
      ],
    },
  },
  {
    // A funny story: laugh with them, then ask for the rest.
    id: 'chat-thing-funny',
    case: 'chat',
    needs: ['thing'],
    story: 'told',
    tone: ['funny'],
    lines: {
      playful: [
        'Haha, {thing}! I need the rest of this story 😄',
        'Okay, {thing} made me laugh 😂 What happened next?',
        'Ha, {thing}! You tell a good story 😄 Does this kind of thing happen to you a lot?',
      ],
      thoughtful: ['Ha, {thing}! That made me smile. How did it end?', 'Wait, {event}? That made my day 😄'],
      funny: [
        '{Thing}? Honestly, I have so many questions 😂',
        'Okay, {thing} is the best thing I have read all day 😂',
      ],
      all: ['Wait, {event}? Okay, I need the full story 😄', "Haha, {thing}. Please tell me there's a part two 😂"],
    },
  },
  {
    // Something ahead of them ("heading to the blue mountains this weekend… cant wait"): wish them a good time.
    id: 'chat-plans',
    case: 'chat',
    story: 'untold',
    calm: true,
    when: 'cant wait|looking forward|(heading|off|going|driving|flying) (to|up|down|out)\\b.*\\b(this|next|tomorrow|tonight|weekend|saturday|sunday)',
    lines: {
      playful: [
        'Ooh, that sounds like a great weekend! Have the best time 😄',
        "Okay, I'm jealous already 😄 Have fun!",
        'Have the best time{ in detail}! I want a full report 😄',
      ],
      thoughtful: [
        'That sounds lovely. Have the best time, and tell me all about it after 😊',
        'Oh, that sounds like a good plan. I hope it is everything you want it to be 😊',
        "Enjoy every bit of it{ in detail}. I'd love to hear how it goes 😊",
      ],
      funny: [
        "Okay, I'm officially jealous 😂 Have the best time!",
        'That sounds brilliant. Report back, I want the highlights 😄',
        'Take me with you. Kidding. Mostly 😂 Have fun{ in detail}!',
      ],
    },
  },
  {
    // A story told whole whose main character is a person or an animal ("the prof walked in wearing pyjamas", "a
    // magpie swooped me"): the character enjoyed, and nothing asked that the story already told. Not when they took
    // or spoiled something: no one who stole a seat is "a legend".
    id: 'chat-being-whole',
    case: 'chat',
    needs: ['thing'],
    living: true,
    story: 'whole',
    calm: true,
    when: '^(?!.*\\b(stole|nicked|took|pinched|swiped|yelled|shouted|rude|pushed|ignored|cheated|dumped|ghosted|blocked|hit|bit|attacked|falling out|fell out|fight|argument|row)\\b)',
    lines: {
      playful: [
        'Hold on, {happened}? 😄 Does this kind of thing happen to you a lot?',
        'Okay, {thing} sounds like a legend 😂 Please tell me this happens a lot.',
        'Okay, {thing} just made this the best story of my week 😄',
        "Ha, {thing}! You've made my evening 😄",
      ],
      thoughtful: [
        '{Happened}? Honestly, what a day 😊',
        '{Thing} sounds like quite a character 😊 Does this sort of thing happen to you often?',
        "I'm still smiling about {thing}. Thank you for telling me 😊",
        'I love that {thing} made it into your day 😊',
      ],
      funny: [
        "Sorry, {happened}? I'm going to need a minute 😂 Is this a normal week for you?",
        "I'd watch a whole series about {thing} 😂",
        '{Thing} deserves a documentary 😂 Who plays you in it?',
        "{Thing} has main character energy and I'm here for it 😂",
      ],
    },
  },
  {
    // A mishap told whole ("spilled a flat white on my laptop before a client call… it smells like a cafe now"): sorry
    // with a smile, never "what happened after?", which they have just told. Not a person or an animal, whom no one is
    // sorry about for being in the story.
    id: 'chat-mild-whole',
    case: 'chat',
    needs: ['thing'],
    story: 'whole',
    tone: ['mild'],
    living: false,
    lines: {
      playful: [
        'Oh no, {thing}! 😅 Some days just have it in for you. Did the rest of the day make up for it?',
        'Ugh, {thing} 😩 At least you got a good story out of it.',
      ],
      thoughtful: [
        "Oh no, sorry about {thing} 😅 That's such an annoying one. I hope the rest of the day was kinder.",
        "That's so frustrating about {thing}, I'm sorry 😅 How are you feeling about it now?",
      ],
      funny: ['Oh no 😂 Sorry about {thing}, the timing on that is criminal. Did it get better from there?'],
    },
  },
  {
    // A story told whole (12 words or more, the punchline in it) and not a sad one: no "what happened after?" or "how
    // did you react?", which they have just said; a word on it and a question about them. {thing} is an object or a
    // place here, so nothing calls it a character ("the animal shelter deserves a documentary"). Three lines per
    // style, so chat-thing-told's asking lines come only in later rounds.
    id: 'chat-thing-whole',
    case: 'chat',
    needs: ['thing'],
    story: 'whole',
    calm: true,
    lines: {
      playful: [
        'Hold on, {happened}? 😄 Does this kind of thing happen to you a lot?',
        "Wait, {thing}? Okay, that's quite a story 😄",
        'The story about {thing} just made my week 😄',
        "Ha, {thing}! You've made my evening 😄",
      ],
      thoughtful: [
        '{Happened}? Honestly, what a day 😊',
        'What a story, {thing} and all. I like how you tell it. Does this sort of thing happen to you often?',
        "I'm still smiling about {thing}. Thank you for telling me 😊",
        'I love that {thing} made it into your day 😊',
      ],
      funny: [
        "Sorry, {happened}? I'm going to need a minute 😂 Is this a normal week for you?",
        'The story about {thing} has me in bits 😂 Do you get days like this a lot?',
        "The story about {thing} is the best thing I've read all week 😂",
      ],
    },
  },
  {
    // Something happened and they told it ("my dog nicked a whole baguette off the counter"): enjoy the story they
    // told, never ask for it again.
    id: 'chat-thing-told',
    case: 'chat',
    needs: ['thing'],
    story: 'told',
    // No laugh: a story not told for one may be a fall or a fright (chat-thing-funny laughs with the funny ones).
    lines: {
      // The story is whole: what came after it, or how they took it, never "how did it end?" or "part two?".
      playful: ["Okay, I'm fully invested in {thing} now. What happened after?", 'Wait, {thing}? How did you react?'],
      thoughtful: [
        'What a story, {thing} and all. What happened after?',
        "That's quite a story with {thing}. How did you take it?",
      ],
      funny: [
        'Okay, I need to know everything about {thing} now. How did you react?',
        '{Thing} has my full attention. What happened after?',
      ],
    },
  },
  {
    // Nothing told yet, but something going on ("my best friend is moving to perth"): say it back and ask.
    id: 'chat-event',
    case: 'chat',
    needs: ['event'],
    story: 'untold',
    lines: {
      playful: ['Wait, {event}? Okay, I need the full story'],
      thoughtful: ['{Event}? How are you feeling about it?'],
      funny: ['Hang on, {event}? I have so many questions 😄'],
    },
  },
  {
    id: 'chat-thing',
    case: 'chat',
    needs: ['thing'],
    // Told stories have chat-thing-told. Nothing here says that anything happened, went well or was funny: the
    // message was read no further than what it names ("the small talk", "the weather"), so the line says that back
    // and hands the turn over.
    story: 'untold',
    lines: {
      playful: [
        'Okay, {thing}? You have my full attention 😄 Go on.',
        "Ha, {thing}! I'm curious now. What's the story there?",
      ],
      thoughtful: ["{Thing}? I'd love to know more. What's the story there?", "Oh, {thing}? Go on, I'm listening 😊"],
      funny: ['Okay, {thing}. I have questions 😄 Where do I start?'],
      all: ['Wait, {event}? Okay, I need the full story'],
    },
  },
  // ---------- Nothing to react to ("ok", "lol", "hmm") ----------
  // No story is asked for and nothing is praised: the reply opens something easy to answer, or asks what they meant.
  {
    id: 'short-laugh',
    case: 'short',
    when: 'lol|haha|hehe|lmao|\\bha\\b|😂|🤣',
    lines: {
      playful: [
        'Glad that landed 😄 So what else has made you laugh today?',
        "I'll take that laugh as a win 😄 How's your week going?",
      ],
      thoughtful: ["Glad that made you smile 😊 How's your week been so far?"],
      funny: ["I'm keeping that laugh as proof that I'm funny 😂 Your turn: best thing that happened today?"],
    },
  },
  {
    // "hmm": thinking it over.
    id: 'short-thinking',
    case: 'short',
    when: 'hmm|\\bhm+\\b',
    lines: {
      playful: ['Uh oh, was that a good hmm or a bad hmm? 😄'],
      thoughtful: ["Tell me what you're thinking, I'd really like to know 😊"],
      funny: ["That's a very mysterious hmm 😂 Go on, what are you thinking?"],
    },
  },
  {
    // "huh?": lost; the user says what they meant.
    id: 'short-puzzled',
    case: 'short',
    when: 'huh|\\?',
    lines: {
      playful: ["Uh oh, I've lost you 😄 What I meant was [what you meant]."],
      thoughtful: ['Sorry, that came out muddled. What I meant was [what you meant].'],
      funny: ['Okay, that sounded better in my head 😂 What I meant was [what you meant].'],
    },
  },
  {
    id: 'short',
    case: 'short',
    lines: {
      playful: [
        "Okay! New topic, and you pick this time 😄 What's been the best part of your week?",
        'Quick question while I have you: beach holiday or city break? 😄',
      ],
      thoughtful: [
        'Can I ask you something? What does a really good weekend look like for you?',
        "What's been the highlight of your week so far? 😊",
      ],
      funny: [
        'Okay, quick game: two truths and a lie about you. Go 😄',
        "Tell me something about you that isn't in your profile. I'll go next 😄",
      ],
      all: ['So, what are you up to this weekend? 😊'],
    },
  },
  {
    // A message read no further, told for a laugh: laugh along and ask for the rest.
    id: 'chat-funny',
    case: 'chat',
    tone: ['funny'],
    lines: {
      playful: ['Ha, okay, I need the full story now 😄', "Okay, that's brilliant. Is this a normal week for you? 😄"],
      thoughtful: ['Ha, that made me smile. How did you end up there?'],
      funny: [
        "Okay, this is the best thing I've read all day 😂",
        'I have so many questions 😂 Start from the beginning?',
      ],
    },
  },
  {
    // A story read no further, in any other tone: no laugh and no praise (it may be a fall or a fright), only
    // interest in the rest.
    id: 'chat-told',
    case: 'chat',
    story: 'told',
    lines: {
      playful: ['Wait, really? Go on, what happened next?', "Hold on, you can't stop there. Then what?"],
      thoughtful: ['Oh? What happened after that?', "What's the story behind it?"],
      funny: ["Honestly, you can't leave it there. What happened next?", 'Okay, you have my full attention. Go on.'],
    },
  },
  {
    // A message read no further and no story: nothing it could be wrong about, and a question easy to answer.
    id: 'chat',
    case: 'chat',
    lines: {
      playful: [
        "Ha, noted 😄 So what's the plan for the rest of your day?",
        "Good to hear from you 😊 What's been the best bit of your week so far?",
        'Okay, I like this conversation already 😄 What are you up to tonight?',
      ],
      thoughtful: [
        "Good to hear from you 😊 How's your week going?",
        "I'm glad you messaged. What's been on your mind today?",
        'How has your day been so far? Mine just got better 😊',
      ],
      funny: [
        'Noted, and filed under important 😄 So what are you up to today?',
        "Okay, you've got my attention 😄 How's the day treating you?",
        "I'll allow it 😄 So what's the plan for the weekend?",
      ],
    },
  },
];
