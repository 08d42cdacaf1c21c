import { latestFromThem, splitConversation } from '../../../../shared/conversation';

/**
 * What an incoming message does (Help Me Reply): an invitation to accept or move, a question to answer, someone
 * busy to give space, news to share in, a goodbye to let go. Read from the match's latest lines; earlier lines of a
 * pasted conversation are kept as context. Rules on words, in order: the first act that matches wins, so a kind
 * goodbye that says "good luck" is a rejection, not good news.
 */
export const MESSAGE_ACTS = [
  'rejection',
  'not-serious',
  'number-request',
  'looking-for',
  'logistics',
  'bad-news',
  'good-news',
  'busy',
  'tease',
  'invitation',
  'compliment',
  'question',
  'chat',
] as const;
export type MessageAct = (typeof MESSAGE_ACTS)[number];

export interface Conversation {
  /** Their latest message: the lines after the user's last one, one per line. */
  latest: string;
  /** Their lines before it: what they said earlier (the user's own lines are not theirs to react to). */
  earlier: string[];
}

/** Their latest message and the lines before it, from a pasted or typed conversation (labels optional). */
export function readConversation(text: string): Conversation {
  const { latest, earlier } = latestFromThem(splitConversation(text));
  return {
    latest: latest.map((line) => line.text).join('\n'),
    earlier: earlier.filter((line) => line.from === 'them').map((line) => line.text),
  };
}

/** Lower case, straight apostrophes dropped ("don't" → "dont"), so one pattern meets both spellings. */
export const plain = (text: string) => text.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ');

const U = '(?:u|you|ya)';
const UR = '(?:ur|your|youre|you are|u r|ure)';

const RULES: [MessageAct, RegExp][] = [
  [
    'rejection',
    new RegExp(
      [
        `(not|dont think|dont see).{0,25}(a match|match romantically|compatible|right fit|going anywhere|work out)`,
        `not feeling (a|the|much of a|it|any) ?(spark|connection|chemistry)?`,
        `no (spark|chemistry)`,
        `(started|am|im|been) seeing (someone|somebody)`,
        `better (off )?as friends`,
        `(step|stepping|take|taking) (a )?(step )?back from (dating|this|the app|apps)`,
        `bow(ing)? out`,
        `(not going to|wont|isnt going to) work`,
        `(end|stop|call off) (things|this)`,
        `not ready to date`,
        `dont want to lead ${U} on`,
        `(wish|wishing) ${U} (all )?(the best|luck|well)`,
        `didnt want to (just )?(disappear|ghost)`,
        `(see|seeing) this going (further|forward|anywhere)`,
        `good luck out there`,
        `(getting back|back together) with my ex`,
        `not (available|looking|here) for (anything )?(romantic|romance)`,
      ].join('|'),
    ),
  ],
  [
    'not-serious',
    /nothing serious|not looking for (anything|something) (serious|long|too)|(just|only|mostly) (here )?(for fun|looking for fun|casual|something casual)|keep (it|things) (casual|light|chill|fun)|not a proposal|on here for fun|seeing whats out there|(summer|casual) (fling|thing)|no strings|not (ready|looking) for (a relationship|anything)|just (drinks|a drink|fun)\b|just have fun|(into|do) labels|casual (texting|dating|drinks)|bad at relationships|not overthink (it|this)|no commitment|not (ready|looking) (to|for) commit/,
  ],
  [
    'number-request',
    new RegExp(
      `${UR} (number|digits|#|insta|ig|snap|snapchat|whatsapp|telegram|handle)|(move|switch|take) (this|it|things) (over )?to (whatsapp|insta|instagram|text|texting|snap|telegram|ig|signal|imessage)|text me( instead)?\\?|can i (get|have) ${UR}|whatsapp|telegram|(add|follow) me on|(swap|exchange|trade|share) (numbers|digits|nums|socials)`,
    ),
  ],
  [
    'looking-for',
    new RegExp(
      `what (are|r) ${U} (actually |really )?(looking for|after|here for)|looking for on here|(want|have) kids|kids (someday|one day|eventually)|seeing other (people|ppl)|exclusive|long term|settle down|marriage|married|situationship|what (are|r) we|where (is|do) (this|we)|ideal relationship|what do ${U} want (in|from|out of)`,
    ),
  ],
  [
    'logistics',
    new RegExp(
      `running (late|behind)|\\d+ ?(min|mins|minutes) (late|away|out)|on my way|omw|(im|i am) here|just got here|which (entrance|door|gate|side|table|one are ${U})|where (are|r) ${U}( at)?\\b|what time|morning or (afternoon|evening)|(meet|see) ${U} (at|by|outside|inside)|parking|address|pick ${U} up|(give|need) (a|u a|you a) ride|(bus|train|traffic) is|(should|can|do) i bring|bring anything|the one (on|by|at|near) |which (one|place|bar|cafe|spot)\\b`,
    ),
  ],
  [
    'bad-news',
    /hospital|laid off|lost (my|his|her) (job|dad|mom|mum|grandma|grandpa|nan|dog|cat)|got fired|passed away|put (him|her|them) down|put down|\bdied\b|funeral|emergency|the vet|\bsick\b|the flu|covid|cancell?ed|rough (week|day|few days)|stuck (in|at)|broke up|surgery|accident|sprain|rejected|didnt get (the|it|in)|bad news|selling (the|my) (place|flat|apartment|house)|evict|(bad|awful|terrible|shit|crap) (day|week)|put (our|my|the|him|her) .{0,20}down|stress(ed|ful)|selling (the|my|our) (building|place|flat|apartment|house)|lost (my|our) /,
  ],
  [
    'good-news',
    /guess who|(i|we) did it|\bi (passed|won|got (in|the|a|my|approved|promoted)|landed|finished|ran|bought|adopted|graduated|finally)\b|(got|was|is|were) (approved|accepted|promoted)|good news|\bgot the\b|certificate|finally (ran|finished|did|passed|got|rose|made)|(passed|aced|smashed) (the|my|his|her)|new job|(im|i am|hes|shes|were|its) officially|\b(took|brought) (her|him|them) home|today!!|!!.{0,40}(finally|today)/,
  ],
  [
    'busy',
    /busy|swamped|\bmia\b|slammed|crazy (week|day|few)|insane|deadline|exams?\b|finals|a lot (rn|right now|this week|at the moment)|week is a lot|rain ?check|cant (do|make) (it|this|that|the)|\bghost\b|double shifts?|back to back|push (it|this|our|the)|another time|can we push|cover(ing)? for|living at (my|the) (desk|office)|(til|until) the \d|slow (to reply|replies|replying)|been (mia|quiet|away|offline)|(sister|brother|mom|mum|dad|parents|family)( is| are)? (moving|visiting|in town)/,
  ],
  [
    'tease',
    new RegExp(
      `bet ${U}|suspicious|scared\\b|big words|loser (buys|pays)|took ${U} .{0,20} to (reply|respond|answer)|writing a novel|prove it|(beat|destroy|crush|smoke) ${U}|${U} (probably|definitely|totally) (cant|suck|are)|(cant|couldnt) (dance|cook|sing)|evidence|no googling|quiz me|are ${U} ok\\b.*😂|believe (it|that) when|😏|🤨|😜`,
    ),
  ],
  [
    'invitation',
    new RegExp(
      `wanna (go|come|grab|get|do|see|try|meet|join|hang)|(?<!\\bi (always |really |just |still )?)want to (go|come|grab|get|see|meet|join|hang)|(do ${U}|would ${U}) (want|like) to|${U} in\\?|${U} (down|free|around)|come with|join me|free (on|this|sat|sun|fri|thu|tonight|tomorrow|saturday|sunday|friday)|are we (finally )?doing|lets (go|do|grab|get|try|meet)|we should (go|get|grab|try|do)|shall we|how about we|down (for|to)|up for|(want|have) (her|his|my|a|an|the) (extra |spare )?(ticket|seat)|could be fun|\\btogether\\b|(drink|drinks|coffee|dinner|lunch|brunch|hike|walk)\\b[^?]{0,30}\\?|(this|next) (weekend|week)\\?|(saturday|sunday|friday|thursday|tonight|tomorrow)\\??\\s*$`,
    ),
  ],
  [
    'compliment',
    new RegExp(
      `${UR} (so |really |kind of |kinda |super |very )?(cute|funny|beautiful|gorgeous|hot|handsome|pretty|smart|sweet|easy to talk to|interesting|a (good|great|really good) (listener|kisser|cook|dancer))|(smile|eyes|laugh|taste|playlist|pics?|photos?|dog|cat|profile|style|songs?|music)\\b.{0,30}\\b(unfair|cute|cutest|adorable|great|elite|amazing|gorgeous|perfect|beautiful|fire|incredible|impressive|contagious|impeccable|slapped|unreal|stunning|lovely)|(have|has) the \\w+est (eyes|smile|laugh|voice)|in charge of (the )?music|had (such )?a (great|good|lovely|fun|amazing|wonderful) time|best (convo|conversation|date|chat)|(love|loved) (talking|chatting) (to|with) ${U}`,
    ),
  ],
  [
    'question',
    new RegExp(
      `\\?|^(what|whats|how|hows|which|where|who|why|when)\\b|\\b(do|did|are|have|would|will|can|could) ${U}\\b|yes or no`,
    ),
  ],
];

/** The act of a message, from its plain text. */
export function classifyMessage(latest: string): MessageAct {
  const text = plain(latest);
  // A question about the user mentions "hospitals" without being bad news ("u said something w hospitals?").
  const aboutYou = /\?/.test(text) && new RegExp(`\\b(${U}|${UR})\\b`).test(text) && !/\b(i|im|my|ive)\b/.test(text);
  for (const [act, pattern] of RULES) {
    if (aboutYou && (act === 'bad-news' || act === 'good-news' || act === 'busy')) continue;
    if (pattern.test(text)) return act;
  }
  return 'chat';
}
