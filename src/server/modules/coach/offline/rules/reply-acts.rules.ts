import type { Rule } from './matcher';

/**
 * What an incoming message does (Help Me Reply), as rules on its plain text (lower case, apostrophes dropped): the
 * first rule that fires wins, so a kind goodbye that says "good luck" is a rejection, not good news. Compiled by
 * matcher.ts; reply-acts.ts reports the rule that decided.
 */
export const REPLY_ACT_PIECES = {
  U: '(?:u|you|ya)',
  UR: '(?:ur|your|youre|you are|u r|ure)',
  /** A question about the user, not news of theirs ("u said something w hospitals?"). */
  ABOUT_YOU: '^(?!.*\\b(?:i|im|my|ive)\\b)(?=.*\\?)(?=.*\\b(?:u|you|ya|ur|your|youre)\\b)',
  /** Sorry for a silence ("sorry for going quiet", "soz late reply", "sorry i fell asleep"): what follows is the why. */
  SORRY_SILENT:
    '(?:sorry|soz|sry|srry),? (?:for |about |i )?(?:the )?(?:(?:late|slow) (?:reply|replies|response|text)|fell asleep|going quiet|went quiet|disappeared|disappearing|ghosting|going mia|being mia|the radio silence|the silence)',
};

/**
 * Something of the user's that praise is usually about ("ur music taste", "your bio", "u text like…", "youre the first
 * person on here who…"): with a
 * message that reads positive and no rule fired, it is a compliment (reply-acts.ts).
 */
export const USER_THING =
  '\\b(ur|your|yuh) ([a-z]+ ){0,2}(profile|bio|prompts?|pics?|photos?|pictures?|selfies?|playlists?|anthem|messages|texts|replies|laugh|smile|voice|taste|humou?r|vibe|energy|style|writing|answers?|jokes|banter|patter|spotify|music|outfits?|jacket|hat|hair|eyes|tattoo|cooking|baking|accent)\\b|\\b(u|you|yuh) (text|write|talk|dress|cook|sing|dance|laugh|explain|tell stories)\\b|\\bthe way (u|you|yuh) [a-z]+|\\b(youre|ur|you are|u r|(u|you) (seem|might|must)( to)? be) (the|a|literally the|genuinely the) (first|only|one|rare) (person|one|guy|girl|man|woman)\\b';

export type ActName =
  | 'rejection'
  | 'not-serious'
  | 'number-request'
  | 'looking-for'
  | 'logistics'
  | 'bad-news'
  | 'good-news'
  | 'busy'
  | 'tease'
  | 'invitation'
  | 'compliment'
  | 'flirt'
  | 'question'
  | 'apology'
  | 'sign-off'
  | 'short'
  | 'chat';

/** "im at the gate, are you coming down?": they are there and need letting in (an act here, a row in replies.rules). */
export const LET_IN =
  '(are|r) (u|you|ya) coming (down|out|to get me)|(sign|let|buzz) me in\\b|(im|i am) (at|outside) the (gate|door|front|entrance|lobby|reception)';

/** A theft that is bad news: "stole my phone", not "a baboon stole my sandwich". */
export const STOLE_VALUABLES =
  'stole my (phone|bag|wallet|purse|bike|car|laptop|handbag|backpack|cards?|passport|identity|keys)\\b';

/** They recommend something ("you should try their cardamom bun"), on plain text. */
export const RECOMMENDS =
  /\b(you|u) (should|have to|need to|gotta|must) (try|read|watch|see|go|listen|get|check)\b|\bthen (you|u) have to\b|\brecommend/;

/** A tease that casts the user as a type: "who are you, my english teacher" (the type is group 1). */
export const CAST = '\\b(?:who|what) (?:are|r) (?:u|you|ya),? ((?:my|a|an|the) [a-z]+(?: [a-z]+)?)\\W*$';

/** Where one gets in with good news ("got into the masters program"), not trouble or a fight. */
export const GOT_INTO =
  '\\bgot into (?:the |a |an |my )?((?:[a-z]+ ){0,2}(?:program|programme|course|uni|university|college|school|academy|team|squad|choir|orchestra))\\b';

export const REPLY_ACT_RULES: readonly Rule<ActName>[] = [
  {
    // "ok", "lol", "hmm?", an emoji alone: nothing to react to, so no story is asked for. "yes" and "sure" are
    // left out: they answer something, usually an invitation.
    id: 'short',
    when: [
      '^[^a-z0-9]*(ok|okay|k|kk|cool|nice|yeah|yep|ya|true|fair|same|wow|oh|ah|hmm+|hm+|huh|lol+|haha+|hehe+|lmao+|ha)([^a-z0-9]+(ok|okay|lol+|haha+|cool|nice|yeah|true|hmm+|wow))*[^a-z0-9]*$',
      '^[^a-z0-9]+$',
    ],
    then: 'short',
  },
  {
    id: 'rejection',
    when: [
      // "i think im after something different", "my heads not in it": a goodbye in other words.
      'after something different|not ready to date( after all)?|(my )?heads? (is )?not in (it|the right place)',
      // "i actually got back with my ex last week", "not really in a place to date, taking some time off the app".
      '\\b(got|getting|gotten) back (together )?with (my|an) ex\\b|\\b(my ex and i|me and my ex) (got|are|have|just got) back together\\b|\\bnot (really )?in a (good |great |right )?(place|headspace|space) (to|for) (date|dating)\\b|\\b(time|a break|a step) (off|away from|back from) (the|this|dating) ?(app|apps)?\\b',
      '(not|dont think|dont see).{0,25}(a match|match romantically|compatible|right fit|going anywhere|work out)',
      'not feeling (a|the|much of a|it|any) ?(spark|connection|chemistry)?',
      'no (spark|chemistry)',
      '(started|am|im|been) seeing (someone|somebody)',
      'better (off )?as (friends|mates|pals)',
      '(step|stepping|take|taking) (a )?(step )?back from (dating|this|the app|apps)',
      'the distance (is|will be|is going to be|would be) (too much|a lot|hard)|cant do (long distance|the distance)',
      'bow(ing)? out',
      // "taking a break from the app, not in the right headspace, sorry to leave things hanging".
      '\\b(take|taking|need) a (little |short |bit of a )?break from (the app|this app|dating|apps|here|this)\\b|\\bnot in the right (headspace|head space|frame of mind|place)\\b|\\bleave (things|this|you) hanging\\b',
      // "my ex reached out and i need to figure that out before talking to anyone else": a goodbye for now.
      '\\bmy ex (has |just |finally )?(reached out|got in touch|got back in touch|messaged|texted|came back|wants to (try|get back))|\\bbefore (talking to|seeing|dating|chatting to|chatting with|talking with) (anyone|someone|anybody) (else|new)\\b',
      // "u seem great but i think we want pretty different things": the soft no in its usual shape.
      '\\b(we|were|we are) (want|after|looking for|wanting) (pretty |very |quite |really |totally |completely |such )?different things|{U} seem (great|lovely|really nice|so nice|nice|sweet|cool|really cool|amazing|lovely and all) but i (think|dont|just|feel|m not|am not)',
      '(not going to|wont|isnt going to) work',
      '(end|stop|call off) (things|this)',
      'not ready to date',
      'dont want to lead {U} on',
      '(wish|wishing) {U} (all )?(the best|luck|well)',
      'didnt want to (just )?(disappear|ghost)',
      '(see|seeing) this going (further|forward|anywhere)',
      'good luck out there',
      // "getting back together with someone from before, it wouldnt be fair to keep talking": a kind no.
      '(getting back|back together|get back) with (my ex|an ex|someone|somebody|him|her|them)\\b',
      '(wouldnt|would not|isnt|is not|its not|not) (be )?fair (to|on) (you|u|ya|keep|carry on|string)|its not (you|u),? its (me|a me thing)',
      '(dont|do not) think (im|i am) (actually |really |quite |fully )?ready (to date|for (dating|this|a relationship))',
      'not (available|looking|here) for (anything )?(romantic|romance)',
      '(want|looking for|after) (very )?different things|not on the same page|(im|i am) not there\\b',
      // "you're lovely but im moving next month and dont want to start something": a kind no. "im going to unmatch",
      // not "the vibe was unmatched".
      '(dont|do not) want to start (something|anything)|\\bunmatch(ing)?\\b',
      // "getting more of a mate vibe", "deleting the app, met someone": a goodbye in other words.
      '\\b(friend|friends|mate|mates|pal|buddy|platonic|sibling) (vibes?|energy|zone)\\b|\\bmet (someone|somebody)( else| special| irl| offline)?\\W*([.,!]|$)|\\b(deleting|delete|deleted|coming off|leaving) (the|this) apps?\\b',
    ],
    // Mock alarm is a tease: "we might have to end this before it starts", "this could end things". Leaving the app
    // with a request for the user's number is no goodbye.
    unless: ['before it (starts|begins)|(could|might|would) end things', '{UR} (number|digits|whatsapp|insta|ig|snap)'],
    then: 'rejection',
  },
  {
    id: 'not-serious',
    when: [
      // "keeping it pretty chill atm, not after a relationship".
      'not (after|wanting) (a relationship|anything serious)|keeping (it|things) (pretty |super |very )?(chill|casual|light)',
      'nothing serious|not ([a-z]+ly )?looking for (anything|something) (serious|long|too)|(just|only|mostly) (here )?(for fun|looking for fun|casual|something casual)',
      'keep (it|things) (casual|light|chill|fun)|not a proposal|on here for fun|seeing whats out there|(summer|casual) (fling|thing)|no strings',
      'not ([a-z]+ly )?(ready|looking) for (a relationship|anything)|just (drinks|a drink|fun)\\b|just have fun|(into|do) labels|casual (texting|dating|drinks)',
      'bad at relationships|not overthink (it|this)|no commitment|not (ready|looking) (to|for) commit',
      // "only downloaded this because my friend dared me": here on a dare, not for anything serious.
      '\\b(downloaded|joined|made|signed up)\\b.{0,40}\\b(dared me|bet me|for a laugh|as a joke|made me)\\b',
      // "im here for fun and free dinners, not a husband lol".
      '(here|on here) for (fun|a good time)\\b|not (looking for |after |here for )?an? (husband|wife|boyfriend|girlfriend|soulmate)\\b',
    ],
    then: 'not-serious',
  },
  {
    id: 'number-request',
    when: [
      '{UR} (number|digits|#|insta|ig|snap|snapchat|whatsapp|telegram|handle)',
      '(move|switch|take) (this|it|things) (over )?to (whatsapp|insta|instagram|text|texting|snap|telegram|ig|signal|imessage)',
      // The app named as where to talk next, not "the family whatsapp" of a story.
      'text me( instead)?\\?|can i (get|have) {UR}|(add|follow) me on|\\b(?:u|you|ya|yuh|yu) (on|have|got|use) (whatsapp|telegram|signal|insta|ig|snap|snapchat)\\b|\\b(whatsapp|telegram) me\\b|{U} (have|got|use) (snap|snapchat|telegram|whatsapp|insta|ig|signal)\\b|\\b(whatsapp|telegram)\\W*\\?\\W*$',
      '\\b(move|switch|go|hop|jump|come|head) (over )?(to|onto) (whatsapp|insta|instagram|text|texting|snap|telegram|ig|signal|imessage)\\b',
      '(swap|exchang|trad|shar)\\w* (numbers|digits|nums|socials|nos)\\b',
    ],
    then: 'number-request',
  },
  {
    id: 'looking-for',
    when: [
      'what (are|r) {U} (actually |really )?(looking for|after|here for|(on )?here for|on (here|this app) for)|looking for on here|(want|have) kids|kids (someday|one day|eventually)',
      'seeing other (people|ppl)|exclusive\\b|long term|settle down|marriage|married|situationship|what (are|r) we|where (is|do) (this|we)',
      'is this going (anywhere|somewhere)|(just|only) pen ?pals|ideal relationship|what do {U} want (in|from|out of)|(want|looking for|after) (something|someone) (that lasts|real|serious|long)',
    ],
    then: 'looking-for',
  },
  {
    // Interest shown by play rather than praise ("one more message and then ill let u sleep"): flirt back.
    id: 'flirt',
    when: [
      // "youre the only thing keeping my phone warm": the user as what keeps them going.
      '{UR} the only (thing|one|person) (keeping|making|getting)\\b',
      // "id be very distracting", "i checked if youd replied": interest shown by play.
      '(id|i would) be (very |so |way too )?distracting|checked if {U}(d| had)? replied|{UR} voice is not helping|planning our [a-z ]{0,20}(outfits|wedding|date|holiday|future)',
      'let {U} (go to |get some )?sleep|{U} (cant|wont) miss me|no excuse not to|(find|spot) me\\b|starting to (like|fall for) {U}|like {U} more than my|hold it against me',
      '(look|looks) good in my|in my (hoodie|jumper|sweater|jacket|shirt)|marry me\\b|if (were|we are|we r) both (still )?single',
      // "confession: ive read our chat back twice today": the chat reread, admitted.
      '\\b(read|reread|re-read|scrolled (back )?(through|up)|screenshotted) (our|this|the) (whole )?(chat|convo|conversation|messages|texts)\\b',
      // "keep being this funny and i might have to actually meet you", "what are u doing to me".
      '\\b(might|may|will|going to|gonna) (have to )?(actually )?meet {U}\\b|what (are|r) {U} doing to me',
      '(im|ill be|i will be) wearing [a-z ]{2,30}\\b(on|this|tonight|tomorrow|for {U})\\b',
      // "why do i feel like youre going to be a problem for me 👀": trouble, welcomed.
      '(going to|gonna) be (a )?(problem|trouble|dangerous|a distraction) for me',
      // "walked past that bookshop and thought youd lose your mind in there. not thinking about you or anything".
      '\\b(thought of|made me think of|reminded me of) {U}\\b|(not|totally not|definitely not) thinking about {U}|(hoping|waiting for|waiting on) {U} (to )?(text|message|reply|write)( me)?( back)?\\b',
      // "youve got me blushing on the tube", "how close i came to sending you a voice note".
      '{U}(ve| have)? got me (blushing|smiling|grinning|giggling|laughing out loud)|(how close i came to|i (almost|nearly)) (send|sent|sending|text|texted|texting|call|called|calling|message|messaged) {U}',
      // "are you always this charming?", "are you flirting with me": asked, but play, not a question to answer.
      '(are|r) {U} (always|usually|normally|like) this (charming|smooth|sweet|cute|funny|distracting|good with words)\\b|(are|r) {U} (flirting|hitting on me|trying to (impress|charm|flirt|seduce))|is this (u |you )?flirting|is this {UR} (way|attempt) (of|at) asking me out',
      // "how are you this distracting through a screen. imagine in person", "i was hoping to keep you up".
      '\\bhow (are|r|is) {U} (this|so|even this) (distracting|charming|smooth|funny|cute|easy to [a-z]+|fun|good at [a-z]+)\\b|\\bimagine (in person|irl|in real life|face to face)\\b|keep {U} (up|awake)\\b',
      // A warning that is a promise: "keep being cute and ill have to take u out", "careful, i might fall for u".
      '\\bkeep [a-z]+ing\\b[^.!?]{0,40}\\b(ill|i will|id|i might|im going to|im gonna)\\b|^(careful|be careful|watch out)\\W+(ill|i might|im going to|im gonna|or ill)\\b',
      // The user as the cause of a lost morning: "you have ruined my focus", "excuses to open this app… all you",
      // "my flatmate asked who im texting".
      '{U}(ve| have| has| ve| are| r)? (ruined|ruining|wrecked|wrecking|hijacked|stolen|stole|killing|killed) my (focus|concentration|productivity|attention|sleep|morning|workday)|(excuses?|reasons?) to (open|check|look at) (this|the|my) (app|phone)|\\b(asked|asking|wondering|wants to know) (me )?(why|who) (im|i am|i keep|i was|ive been) (smiling|grinning|texting|messaging|blushing|giggling|on my phone)',
      // "might need proof. in person. for science": a dare to meet, wrapped in a joke.
      // "if ur hands get cold on the walk i guess ill have to do something about it", "did NOT just make the sunset pic u
      // sent my lock screen": care promised, or the user kept close, said with a straight face.
      '\\bi (guess|suppose) (ill|i will|id|i would|i might) (just )?have to (do something about it|warm|hold|keep|steal|borrow|share)\\b|\\bmy (lock ?screen|wallpaper|home ?screen|phone background|screensaver)\\b',
      // "wish you were here", "smiling at my phone… entirely your fault", "id let u pick the film", "a daydream about us":
      // the user wanted near, in other words.
      '\\bwish {U} (were|was) (here|with me)\\b|\\b(its|it is|thats) (entirely |all |totally |completely |100% )?(ur|your) fault\\b|\\b(id|i would) (happily |even )?let {U} (pick|choose|have|steal|win|take)\\b|\\b(daydream\\w*|dreaming|dreamt|dreamed)\\b[a-z ]{0,40}\\b(about|of) (us|{U})\\b|\\b(what )?(id|i would) order for {U}\\b',
      // "i checked the weather in your city today just to see if you were cold": the user looked out for.
      '\\b(checked|looked up|googled|searched)\\b[a-z ]{0,40}\\b(just )?to see (if|whether|how) {U}\\b',
      // "in bed with a book. could be persuaded to text someone instead": an opening left for the user.
      '\\bcould be (persuaded|convinced|tempted)\\b|\\b(im|i am) (more |so |really |very )?into (ur|your|u|you)\\b',
      // "thursday 8pm. counting down and pretending im not", "the kind of claim ill make u prove. in person".
      '\\bcounting (down|the (days|hours|sleeps))\\b(?! (to|till|until) (my|the|payday|christmas|xmas|pay|holiday|vacation|summer)\\b)|\\b(make|making) {U} prove\\b',
      '\\b(need|want|demand|require|requires) (proof|evidence|a taste test|a demo|a demonstration|a sample)\\b.{0,20}\\bin person\\b',
    ],
    then: 'flirt',
  },
  {
    id: 'logistics',
    when: [
      // "yes! 7:30 at the crown? or is that too late": a time and a place, asked to confirm.
      '\\b\\d{1,2}([:.]\\d\\d)? ?(am|pm)? at (the|a) [a-z]+( [a-z]+)?\\W*\\?',
      // "can we do 7:30 instead of 7?": the time moved, not a new plan.
      '\\b(can|could) we (do|make it|push( it)?( back)? to|move( it)? to|say) \\d',
      '\\bmeet (at|by|outside|in) the\\b|(ill|i will|i can) bring (the|a|my|some)\\b',
      'running (\\d+ ?(mins?|minutes)? )?(late|behind)|\\bheads up\\b|cash only|card only|bring cash|(^|im |i am |were |ill be |running |about )\\d+ ?(min|mins|minutes) (late|away|out)|on my way|omw|(im|i am) here\\b(?! for| to| on| because| bc)|just got here',
      'which (entrance|door|gate|side|table|one are {U})|where (are|r) {U}( at)?( please| pls| now| rn| exactly)?(\\W*$| (sat|sitting|parked|waiting|standing))|what time(?! (do|does|did) {U} (usually |normally |actually |even |ever )?(wake|get up|go to|start|finish|sleep|eat))|morning or (afternoon|evening)',
      // Parking as a plan's detail ("is there parking?"), not a parking ticket in a story.
      '(meet|see) {U} (at|by|outside|inside)|\\b(is there|any|free|street|nearby|easy|good) parking\\b|(?<!\\bcar )\\bpark (at|near|outside|on|by)\\b|parking (is|at|near|nearby|by|behind|round)\\b|address|pick {U} up|(give|need) (a|u a|you a) ride|(bus|train|traffic) is',
      // "which one do you prefer, jollof at a party or at home" asks the user's taste, not where to meet.
      '(should|can|do) i bring|bring anything|which (one|place|bar|cafe|spot)\\b(?! (do|would|did) {U} (prefer|like|pick|choose|rather|love))',
      LET_IN,
      // "the one by the station?" asks which; "the one at the architecture firm" tells which job.
      '\\b(is (that|it)|do {U} mean|{U} mean) the one\\b(?! who)|\\bthe one (on|by|at|near) [^.!?]{0,30}\\?|\\bor the one (on|by|at|near)\\b',
      // "still on for 7? ill be by the window": the plan confirmed, with where to find them.
      '\\bstill on (for )?|(ill|i will) be (at|by|in|outside|near|sat|sitting) the\\b',
      // "ill be the one in a yellow raincoat", "8pm at the pub on the common": how to find them, when and where.
      '(ill|i will|im|i am) (be )?the one (in|with|wearing)\\b|(ill|i will) be (in|wearing) (a|an|my|the) ([a-z]+ ){0,2}(coat|jacket|scarf|hat|cap|raincoat|dress|shirt|top|jumper|hoodie|sweater)\\b|^(ok |okay |so |right |cool )*\\d{1,2}([:.]\\d\\d)? ?(am|pm)? (at|outside|by|in front of) the\\b',
      // A booking made: the plan is set, only the details are left.
      '\\b(table|booking|reservation)( is|s)? (booked|reserved|confirmed)\\b|\\b(booked|reserved|got) (us )?(a|the) table\\b|\\bmeet (inside|outside|there)\\b',
    ],
    // "where are you from originally" and "if u could only eat one cuisine, which one" ask about the user, not where to
    // meet; "ill be at the burial" is a loss.
    unless: [
      'where (are|r) {U} (from|based)|where did {U} grow up|^if {U}\\b',
      'burial|funeral|memorial|passed away|\\bdied\\b|lost (my|our) |hospital',
    ],
    then: 'logistics',
  },
  {
    // "replies will be slow", "if i dont reply assume im under a box": a warning of silence, whatever the reason.
    id: 'busy-warning',
    when: [
      '(replies|replying|texts?) (will|might|may|could) be (slow|patchy|late)|(ill|i will|i ll) be (slow|quiet|patchy|mia|awol)\\b|(will|might|may) be slow (to reply|replying|at replying)',
      'not ignoring {U}|if i (dont|go quiet|disappear|vanish)|(wont|might not|may not) (reply|be around|be on here|have signal)',
      // "phone on 3% so talk tomorrow": the battery, not a goodbye for the night.
      '\\bbattery\\b|phone (is |s )?(on|at) \\d{1,2} ?%|phone is (dying|about to die)',
    ],
    // A loss said with "i wont be around much" is the loss first.
    unless: ['{ABOUT_YOU}', 'passed away|\\bdied\\b|funeral|in (the )?hospital|lost (my|our)'],
    then: 'busy',
  },
  {
    // Going to bed, leaving for dinner, "chat tmrw": a goodbye for now, answered with one, not a new topic.
    id: 'sign-off',
    when: [
      '\\b(off to|going to|gonna|heading to|head to|time for) (bed|sleep)\\b|\\bnight night\\b|\\b(good ?night|gnight|nighty? night|nini)\\b',
      '\\b(chat|talk|speak|text) (tmrw|tmr|tomorrow|later|soon|in the morning)\\b|\\bttyl\\b|\\b(gotta|got to|have to|need to) (go|run|dash)\\b',
      '\\b(im|i am) (off|disappearing|logging off|signing off|going offline)\\b|\\b(bye|byee+|cya|see ya)\\b',
      // "…falling asleep on my phone. night x": a goodnight that ends the message.
      '(^|[.!,]\\s*)(night|nighty|gn|nn)( x+)?\\W*$',
    ],
    // "slammed rn, will text later": too busy to talk is busy (the busy rule below), not a goodbye.
    unless: ['{ABOUT_YOU}', '\\?\\W*$', '\\b(slammed|swamped|busy|flat out|drowning|deadline|snowed under)\\b'],
    then: 'sign-off',
  },
  {
    // "i was a bit short with you yesterday… sorry": an apology for how they treated the user, to accept kindly.
    id: 'apology',
    when: [
      // "i was a bit of an idiot last night… im sorry, i was tired": owning it in other words.
      '(i was|i got) (a bit of |such )?an? (idiot|jerk|mess|pain)\\b|(im|i am) (so )?sorry,? i was (tired|stressed|defensive|grumpy|rude)',
      '(i was|ive been|i have been|i got|i am|im) (a bit |a little |so |really |kinda |kind of )?(short|rude|off|snappy|grumpy|distant|weird|cold|harsh|mean) (with|to) {U}',
      'took it out on {U}|(sorry|apologi[sz]e) (for|about) (being|how i|the way i|snapping|what i said|my (tone|reply|message))|\\bmy bad\\b',
      // "sorry for the 3 paragraph rant about my ex": owning an overshare.
      '(sorry|apologi[sz]e) (for|about) (the|my|that) ([a-z0-9]+ ){0,3}(rant|essay|ramble|novel|overshare|vent|trauma ?dump)',
      // "that came out wrong", "i was such a grump with you", "sorry, i forgot to answer your question".
      // "so sorry, i mixed up the days… can i make it up to u, dinner on me?": the sorry comes first, the offer after.
      // Not when someone of theirs is hurt: "so sorry to bail, my mum had a fall… ill make it up to you" is bad news.
      '^(?!.*\\b(had a fall|hospital|accident|a&e|sick|unwell|emergency|passed away|died)\\b).*(sorry|apologi[sz]e|my bad)\\b.{0,120}\\bmake it up to {U}|\\bmixed up the (days|dates|times|time|day)\\b',
      '\\b(that|it) came out (so |all |completely |totally )?wrong|(i was|i got|i was being) (such |a bit of |a real |a proper |a total )?an? (grump|grouch|idiot|jerk|mess|pain|brat)\\b|sorry\\b.{0,40}\\bforgot to (answer|reply|respond|text|get back)',
    ],
    then: 'apology',
  },
  {
    id: 'bad-news',
    when: [
      // "my best friend is moving to perth for good next week": someone dear leaving for good.
      '\\bmoving (to [a-z ]{2,20} )?for good\\b',
      // "my dog has cancer", "the house is gone", "landlords selling": loss told flatly.
      '\\bcancer\\b|vet says|(house|flat|home|place) is gone|landlords? (is |are )?selling|(have|need) to be out by',
      // "they ghosted me after the third round. not even an email": a job that went quiet on them, "lol" or not.
      '\\b(they|the company|the recruiter|recruiters?|the firm|hr)\\b.{0,20}\\bghosted me\\b|\\bghosted (me )?after (the|my|a) ([a-z]+ )?(round|interview|stage|assessment|offer)\\b',
      'hospital|had a (bad |nasty )?fall|hit by a (car|bike|van|bus)|(ran|got) (out|loose|away)\\b.{0,30}\\b(road|street|traffic)|kept (him|her|them|me) in|\\ba&e\\b|laid off|lost (my|his|her) (job|dad|mom|mum|grandma|grandpa|nan|dog|cat)|got fired|passed away|put (him|her|them) down',
      // A death of theirs ("my gran died"), not a film's ("he sobbed when mufasa died"); stuck somewhere, not a hat
      // stuck in a door.
      '(my|our|his|her|their) (?!(phone|laptop|battery|car|charger|kindle|ipad|tablet|computer|pc|tv|headphones|airpods|plants?|starter|sourdough|tamagotchi|wifi|internet)\\b)[a-z]+( [a-z]+)? (has |just |had )?died|\\bdied (this|last|yesterday|today|on)\\b|funeral|emergency(?! (plus|date|contact|exit|kit|fund|snack|chocolate|backup|number|wine|cake))|the vet|\\bsick\\b|the flu|covid|cancell?ed|rough (week|day|few days)|stuck (in|at) (the )?([a-z]+ )?(airport|hospital|customs|immigration|station)|broke up|surgery|\\baccidents?\\b',
      'sprain|rejected|didnt get (the|it|in)|\\bfailed (my|the|our|his|her) [a-z]+|didnt pass\\b|bad news|evict|(bad|awful|terrible|shit|crap) (day|week)|put (our|my|the|him|her) .{0,20}down',
      // "visa got refused. dont really want to talk abt it rn": a no from whoever decides, and no wish to go into it.
      '\\b(visa|application|loan|mortgage|claim|appeal|permit|asylum|transfer|bond)( (got|was|has been|have been|been))? (refused|rejected|denied|declined|turned down)\\b|(dont|do not|dont really) want to (talk|get into it|go into it)( (about|abt|bout) it)?\\b',
      // "my phone was snatched in town… all my photos gone": a theft, told flatly.
      '\\b(phone|bag|wallet|purse|bike|car|laptop|handbag|backpack)( was| got| has been| just got)? (snatched|nicked|stolen|pinched|taken)\\b',
      // "me and my best mate had a massive falling out": a friendship broken, told flatly.
      '\\b(had|have|having) an? (massive |huge |big |proper |horrible |awful |bad )?(falling out|fall out|fight|row|bust up|argument)\\b|\\bfell out with\\b|\\b(dont|do not) think (its|it is|its) fixable\\b',
      'stress(ed|ful)|selling (the|my|our) (building|place|flat|apartment|house)|lost (my|our) |burial|memorial',
      // "today was really bad and i dont want to get into it": a bad day, not to be asked about.
      '(today|this week|the day|my day|it) (was|has been|is) (really |so |just |pretty )?(bad|awful|horrible|rubbish|shit|crap|terrible)\\b|(dont|do not) want to (get into|talk about) it',
      // Worries are met with care too: a move forced by money, a doctor's tests, nerves said plainly.
      'cant afford|(have|need) to (leave|move out) by|(doctor|gp|consultant) (wants|said|says|is sending)|more tests|(im|i am|bit|so) (on edge|worried|anxious)',
      'broken into|(got|was|been) (stolen|robbed|mugged)|' +
        STOLE_VALUABLES +
        '|(getting|got|get|are|is|been|just) divorced|divorce (is|was|came|went|papers|hearing|final)|fell through|pulled out|back to square one|(been|is|was|feeling|so) (unwell|poorly|ill)\\b(?! (be|have|do|get|go|let|see|try|send|message|text|call|reply)\\b)|redundan|made redundant|let go (from|by|today|this)|lost (my|the) (appeal|scholarship|place)',
    ],
    // "nearly lost my hat, worth it for the view": a story told with a grin, not bad news; an operation that went
    // fine is good news.
    unless: [
      '{ABOUT_YOU}',
      '\\b(nearly|almost) (lost|missed|died|broke)|worth it',
      'went (fine|well|great|smoothly|ok)|can (run|walk|drive|work|dance) again|came back (all )?(clear|fine|normal|negative)',
      // "heard back from the hospital about the job. im in!!": the outcome is a yes.
      '\\b(im in|i got in|i got it|got the job|they said yes)\\W*(!+|\\.|$)',
      // "danced for the first time since her knee surgery": a recovery, not an illness.
      '\\bfor the first time since\\b',
      // "flowers at the hospital (shes fine, just had the baby!!)": a birth, not an illness.
      '\\b(just )?had (a|the|her|his|their) baby\\b',
    ],
    then: 'bad-news',
  },
  {
    // Small bad luck of their day: a missed train, burnt toast, a soaking. Sympathy with a light touch (the tone
    // rules below keep it "mild").
    id: 'mishap',
    when: [
      // "queued an hour and they sold out of the hoodie i wanted when i was 2nd in line": the last one gone just before them.
      '\\bsold out\\b[^.!?]{0,60}\\b(i wanted|when i was|in line|in the queue|before (me|my turn))\\b',
      '\\b(missed|miss) (my|the) (train|bus|flight|tram|ferry|connection|stop)',
      '\\b(flight|train|bus|ferry|plane)( is| was| got| has been| been)? (delayed|cancell?ed)',
      '\\b(burnt|burned|spilled|spilt|dropped|smashed|cracked|broke|lost|forgot|locked) (my|the|all|it)\\b',
      '\\b(got|am|im|was|totally|completely) (soaked|drenched|rained on|lost)\\b|(started|starts) (pouring|raining|snowing)',
      'caught in the rain|without an umbrella|drowned rat|locked (myself )?out|flat tire|stubbed|(woke|slept) (up )?(late|through)|overslept|alarm didnt',
      '(my )?(phone|laptop|wifi|wifis|internet|car|bike)( has| is| was| s)? (died|broke|is dead|crashed|wont start|been down|down since|gone down|went down)',
      '(of course|naturally|classic) .{0,30}(rain|late|broke|closed|cancel)',
      // "NEPA took light right as arsenal were about to take the penalty": the power gone at the worst moment.
      '\\b(nepa|phcn)\\b.{0,20}\\b(took|take|has taken|don take)\\b',
      // "got a parking ticket": a thing nobody wants to get (good news gets "got the job").
      '\\bgot (a|another|my first|a second) ([a-z]+ )?(ticket|fine|puncture|flat|cold|parking ticket|speeding ticket)\\b',
    ],
    unless: [
      '{ABOUT_YOU}',
      '\\b(i|we) (won|passed|got the|did it)\\b',
      // "sorry my phone died and then i fell asleep", "sorry for going quiet, phone died": sorry for the silence (busy),
      // not a loss.
      '\\bfell asleep\\b|{SORRY_SILENT}',
      '\\b(nearly|almost) (lost|missed|died|broke)|worth it',
    ],
    then: 'bad-news',
  },
  {
    id: 'good-news',
    when: [
      // "the bank approved my bond!!": a yes from whoever decides.
      '\\b(bank|landlord|visa|application|mortgage|bond|loan)( (finally|just|officially))? (approved|came through|granted)|approved (my|our|the) (bond|mortgage|loan|visa|application)',
      'called (me )?back\\W.{0,20}\\bi start|i start (on |in |next |this )?(monday|tuesday|wednesday|thursday|friday|january|february|march|april|may|june|july|august|september|october|november|december|next (week|month)|tomorrow)\\b|got the job|went (fine|well|great|smoothly)|can (run|walk|drive|work|dance) again|^(won|passed|aced|smashed|landed|got) (the|my|a|an|first|1st)\\b|\\bi got the [a-z]+\\W*!|guess who|(i|we) did it|had a baby|got engaged|(im|i am) an? (aunt|uncle)|\\bi (just|finally) (ran|passed|won|adopted|bought|booked)\\b|\\b(i|we) (passed|won|got (in|the|a|my|approved|promoted)|landed|finished|graduated)\\b|\\bi (ran|bought|adopted|finally)\\b',
      '(got|was|is|were) (approved|accepted|promoted)|good news|(^|\\b(i|we|ive|weve|finally|just|officially) )got the\\b|certificate',
      GOT_INTO,
      // "PASSED. zero minors", "GOT IN!!! the offer came through": the result shouted first.
      '^(nailed it|passed|i passed|we passed|got in|i got in|got it|i got it|did it|i did it|we did it|accepted|hired)\\W*([.!]|$)|\\boffer (came through|arrived|came in)\\b',
      'finally (ran|passed|got|rose|made)|\\b(finally|actually) (fixed|sorted|repaired|replaced) (the|my|our)\\b|finished (my|the) (thesis|degree|dissertation|marathon|race|course|exams?|training)|(passed|aced|smashed) (the|my|his|her)|new job',
      // "ran my first half marathon this morning", "my little shop sold out its first batch": a first done, a first sold.
      '\\b(ran|finished|completed|passed|won|sold|published|landed|booked) (my|our|his|her|its|their) first\\b|\\bsold out (of )?(my|our|its|their|the) (first|whole|entire|last)\\b|\\bmy first (sale|order|client|customer|commission|paycheck|pay cheque|gig|booking)\\b',
      // "landlord FINALLY said yes to a cat": a long-asked yes.
      '\\b(finally|actually) (said yes|agreed)\\b',
      // "heard back from the grad program. im in", "got his first novel published", "delivered this morning. baby boy".
      '\\b(just )?had (a|the|her|his|their) baby\\b|\\bheard back (from|about)\\b.{0,60}\\b(im in|i got (it|in)|got (it|in)|accepted|offered|they said yes)\\b|\\bgot (his|her|their|my|our) (first )?[a-z]+ published\\b|\\bbaby (boy|girl)\\b|\\b(delivered|gave birth)\\b.{0,30}\\b(boy|girl|baby|everyone|everybody|both)\\b',
      // "finally collected our BTO keys!!", "Finished Comrades!!! 11 hours 40": a long wait or a long race over.
      '\\b(collected|picked up|got|received) (our|my|the) ([a-z]+ ){0,2}keys\\b|^(just |finally )?(finished|completed|survived) [a-z0-9 ]{2,30}!{2,}',
      // "finally submitted my thesis", "paid off my student loan today. 9 years": a long job done.
      '\\b(submitted|handed in|defended|published) (my|the|our) ([a-z]+ )?(thesis|dissertation|phd|manuscript|portfolio|novel|book|paper|project)\\b|\\b(paid off|cleared|paid back) (my|the|our|all my) ([a-z]+ ){0,2}(loan|loans|debt|debts|mortgage|car|overdraft|credit card)\\b',
      // Passed in other words: "cleared my finals", "got the keys", "its official".
      '\\b(cleared|got through) (my|the|all|both) [a-z ]{0,20}(exams?|finals|tests?|interviews?|rounds?|probation|assessment)|\\bgot (my|the) (keys|visa|offer|licen[cs]e)\\b|(im|i am) (now )?(qualified|certified|chartered)|\\bits official\\b',
      'came back (all )?(clear|fine|normal|negative)|(im|i am|hes|shes|were|its) officially|\\b(took|brought) (her|him|them) home|today!!|!!.{0,40}(finally|today)',
    ],
    // "traffic was so bad i finished a whole podcast series": time lost, not a thing achieved.
    unless: ['{ABOUT_YOU}', '\\b(traffic|queue|stuck|delay|delayed|waiting|wait)\\b.{0,60}\\bfinished\\b'],
    then: 'good-news',
  },
  {
    id: 'busy',
    when: [
      // Their own sleep ("sorry, fell asleep"), not a story of someone else's ("my brother fell asleep at the film").
      '{SORRY_SILENT}|(^|\\b(i|sorry|soz|sry|just|literally|totally|accidentally)\\W+)fell asleep|busy|swamped|slammed|flat out|snowed under|drowning in (work|emails?|deadlines|essays|assignments|admin|paperwork|marking|meetings|revision|exams)|deadline|exams?\\b|finals|a lot (rn|right now|this week|at the moment)',
      // "in the middle of moving flats… back properly next week", "back to normal after the 14th".
      '\\b(in the middle of|busy|mid) moving\\b|\\bback (properly|to normal|on here|online)( after| next| on| from| in| once)\\b',
      // "3 shaadis in 8 days, will reply properly once i survive": a reply promised for later.
      '\\b(will|ill) (reply|text|message|answer|get back to {U}) (properly|later|soon|in a bit|tonight|tomorrow|tmrw)\\b|\\breply properly\\b',
      // "work is absolutely insane rn", not "the chaos. the yelling" of a show they watched.
      '(work|week|day|life|things|everything|job|month)\\w*( is| has been| been|s been|s)? (so |absolutely |totally |a bit |bit |properly )?(chaos|chaotic|insane|hectic|mental|manic|crazy|nuts|a lot)\\b|crazy (week|day|few)',
      'week is a lot|rain ?check|cant (do|make) (it|this|that|the)|(sorry|didnt mean) (for|to) ghost|double shifts?|back to back|push (it|this|our|the)',
      'another time|can we push|cover(ing)? for|living at (my|the) (desk|office)|(til|until) the \\d|slow (to reply|replies|replying)',
      '(ill|i will|i ll) (message|text|reply|call)( {U})? (after|later|when|tonight|tomorrow)|back (tomorrow|tmrw|later)\\b|(doing|working|pulling) a double|dead to the world',
      // Family moving makes them busy this week, not a season away ("my sister is moving to canada next spring" is news).
      'been (mia|quiet|away|offline)|(sister|brother|mom|mum|dad|parents|family)( is| are)? (visiting|in town|moving (this|today|tomorrow|on\\b))',
      // "let me just round up this work, ill get back to you": later, not now.
      '(ill|i will|let me) get back to {U}|round (up|off) (this|my|the) (work|shift|email)',
      // "moving house this week… talk thursday?": later, not now.
      '\\b(talk|chat|speak|catch up|text|message)( {U})? (tomorrow|tmrw|later|on the weekend|this weekend|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b',
      // "aah cant tonight, my sisters moving house": not free now, which is no goodbye.
      '\\b(cant|can not|cannot) (tonight|today|tomorrow|tmrw|this (week|weekend)|rn|right now)\\b',
    ],
    // "wanna come?? the dumplings are insane": an invitation that praises the plan is not someone too busy.
    unless: ['{ABOUT_YOU}', 'wanna (go|come|join)|{U} in\\?|\\bcome\\s*!|put {U} on the (guest )?list'],
    then: 'busy',
  },
  {
    id: 'tease',
    when: [
      // "…it was july. we need to talk": mock alarm at something the user did.
      'we need to talk( about this)?\\W*$|(end|call off) this before it (starts|begins)',
      // "bold. wrong, but bold", "you took 40 minutes to reply 'haha'", "you said you 'dont really drink tea'".
      '^bold\\W+(wrong|but)|wrong,? but bold|{U} took [a-z0-9 ]{1,20} to (reply|respond|answer|text)|{U} said {U} (dont|do not|never|hate|cant|dislike|arent|wont)\\b',
      // "you're a bit of a nerd", "so you're the one who claps when the plane lands", "you cant say you love the beach
      // and then…": the user summed up, or caught out.
      '{UR} (a bit of|a total|a massive|a huge) an? [a-z]+|{UR} (def |defo |deffo |definitely |totally |so |clearly |probably |just |100% |100 percent )?the (one|type|kind|sort)( of (person|guy|girl|human|man|woman))? (who|that)\\b|{U} (cant|cannot|cant just) (say|claim|tell me) {U}',
      // "so you're a spurs fan. that explains the pessimism", "bold of you to say…": the user summed up.
      '\\bthat explains (the|a lot|everything|why|so much)\\b|\\bbold of {U}\\b',
      'bet {U}|suspicious|\\b(big|bold) (claim|talk) from\\b|({U}|{U} r|{U} are|youre) scared\\b|scared\\?|big words|loser (buys|pays)|took {U} .{0,20} to (reply|respond|answer)|writing a novel|prove it',
      // "an engineer and u still cant fix my laptop?": mock outrage at what the user cannot do.
      '\\band {U} (still )?(cant|couldnt|cannot)\\b|\\bwhat (were|was) (the|all) [a-z ]{1,20} for\\b',
      '(beat|destroy|crush|smoke) {U}|{U} (probably|definitely|totally) (cant|suck|are)|(cant|couldnt) (dance|cook|sing)',
      'evidence|no googling|quiz me|{U} said {UR}|{UR} (bio|profile) says|(?<!\\b(do|did|would|why|where|when|how|can|could|should|if) ){U} put |are {U} ok\\b.*😂|believe (it|that) when|😏|🤨|😜',
      // "i see you listed 'gym' as a hobby and then…", "someone who claims to love running but…", "is coffee ur whole
      // personality", "imagine calling yourself a liverpool fan and…", "the gym. at 11pm. on a thursday. sure".
      '\\b(i see|saw) {U} (listed|put|wrote|said|have)\\b|\\b(someone|somebody|the same person|the person|this from someone) who (claims|says|said|sent|listed|put|wrote|calls)\\b|\\bis [a-z]+ {UR} (whole|entire|only) personality\\b|\\bimagine (calling|call) {U}(rself| yourself)?\\b',
      '^(?!.*\\b(i|im|ive|my|me)\\b).*[.!] (sure|interesting|right|ok then|okay then|riiight)\\W*$',
      // "you've used 'literally' 4 times, just an observation", "michelin star stuff. gordon ramsay is shaking", "a leeds
      // fan. yeah im gonna need a minute": mock awe or mock alarm.
      '\\bjust (an|a) (observation|thought)\\W*$|\\b(is|are) (shaking|quaking|trembling|shook|quivering)\\b|\\b(im|i am) (gonna|going to) need a (minute|moment|second|sec)\\b',
      // "ur spotify wrapped is probably 80% taylor swift and u know it", "u 100% have a skincare routine with like 11
      // steps", "the way u end every text with a full stop is kinda terrifying": a guess at the user, made with a grin.
      '\\band {U} know it\\W*$|\\b{U} (100%|100 percent|def|defo|deffo|definitely|totally|absolutely|so|lowkey|low key) (have|own|use|do|are|go|eat|drink|watch|listen|sleep|wear|say|cry|sing|dance|iron|fold|alphabeti[sz]e|label)\\b|\\bthe way {U} [a-z ]{3,50} is (kinda |kind of |lowkey |honestly |so |a bit |low key |actually |genuinely |slightly )?(terrifying|scary|unhinged|chaotic|concerning|alarming|suspicious|wild|insane|deranged|psycho|a red flag|criminal)\\b',
      // "are u ok. blink twice", "u called 0 degrees 'freezing'?? come to winnipeg": mock concern, mock outrage.
      '\\bblink twice\\b|\\b(are|r) {U} (ok|okay|alright)\\W+(send|do {U} need|should i|sos)\\b|\\bcome to [a-z ]{2,20} (in [a-z]+ )?(and|then) (then )?(talk|tell|say)\\b',
      // "three dots for six minutes and then 'haha yeah'. riveting stuff": sarcasm at the user's expense.
      '\\b(riveting|thrilling|gripping|groundbreaking) (stuff|content|chat|conversation)|{U} said {U} (could |can )?[a-z]+ and (then )?',
      // "another guy whose favourite movie is fight club. groundbreaking": mock awe.
      '\\b(groundbreaking|revolutionary|how original|so original|never heard that one)\\W*$|^(oh wow |wow )?another (guy|man|girl|woman|one) (whose|who)\\b',
      // "said the man who burnt toast yesterday": the user's own failing, thrown back.
      '^(says|said) the (man|woman|guy|girl|one|person|lady|boy|chef|expert) who\\b',
      // Mock doubt about the user: trust, a dealbreaker, a red flag.
      '{U} (sound|seem|look) like (someone|the type|a person|one of those|the kind)|\\br {U} ok\\b.*😂',
      '(so )?(u|youre|you are) telling me|{U} (spelled|spelt|wrote|typed)\\b|{U} (seriously|really|actually) (said|think|thought|eat|put)',
      // "should i be worried?", "who hurt you", "what kind of monster puts milk in first", "do you even own a
      // kettle", "is this your way of…": asked, but a tease, not a question to answer.
      'should i be (worried|concerned|scared|nervous|jealous)\\b|\\bwho hurt {U}\\b|what (kind|sort) of (monster|psycho|maniac|animal|villain|criminal|chaos)\\b|\\b(do|did) {U} even (own|have|know|lift|cook|sleep|read|watch|eat|listen|like|leave)\\b|is this {UR}? ?(way|attempt|move|idea) (of|to|at)\\b(?! asking me out)',
      // "did you seriously just use whom correctly. who are you, my english teacher": caught out, then cast as a type.
      '{U} (seriously |really |actually )?just (use|used|say|said|call|called|correct|corrected|quote|quoted)\\b|' +
        CAST,
      '(cant|can i|could i|not sure i can|dont know if i can) trust {U}|deal ?breaker|red flag|{U} (support|like|follow|root for) [a-z]+\\W+(this|that) (might|could|is)',
      // "typical arsenal fan", "of course you would": the user cast as a type.
      'only an? [a-z]+ (fan|person|lover|type|supporter) would|typical [a-z]+ (fan|person|behaviou?r)|of course {U} (do|would|are|did|were)\\b',
      'classic [a-z]+ behaviou?r|thats (such|so) an? [a-z]+ thing (to say|to do)',
      // "im not judging. im judging a little": judgement denied, then owned.
      '\\b(im|i am) (not )?judging\\b|\\bno judg(e)?ment\\W+(some|a little|ok maybe)',
      // "a man who lists sarcasm as a hobby. bold start": the user summed up as a type, or their move judged.
      '(^|[.!] )an? [a-z]+ who [a-z]+s\\b|bold (start|move|choice|claim|opener|strategy)',
    ],
    // "is pineapple on pizza a dealbreaker for u or are we fine" asks; "ill let u pick the place if i get to pick the
    // dessert 😏" bargains over a plan.
    unless: ['\\bis [a-z ]{2,40}\\bdeal ?breaker\\b', '\\b(ill|i will|i can|i ll) let {U} (pick|choose|decide)\\b'],
    then: 'tease',
  },
  {
    id: 'invitation',
    when: [
      // "made way too much lasagne… not going to eat itself", "my car has a very empty passenger seat": food or a seat
      // to spare is an offer.
      '\\b(made|cooked|baked|bought|ordered|making|cooking) (way |far |much )?too much\\b|\\bnot going to eat (itself|themselves)\\b|\\b(empty|spare|free) (passenger )?seat\\b|\\broom in (the|my) car\\b',
      // "my mum is making a big pot for sunday and its a crime for you to keep living like this": a plan with a day, and
      // the user in it.
      '\\b(is|are|im|were|am) (making|cooking|hosting|throwing|doing|having)\\b.{0,60}\\b(saturday|sunday|friday|thursday|tonight|tomorrow|this weekend)\\b.{0,80}\\b(for {U}|{U} (should|need|have|must|can|could))\\b',
      // "if someone wanted a plus one", "two tickets and no one to bring": an offer to whoever wants it.
      'if (someone|anyone|somebody|a certain someone) (wanted|wants|fancied|fancies|was free|is free|needs?|was up for)\\b|no one to (bring|take|go with)|(spare|extra|two|2) tickets?\\b.{0,40}\\b(no one|nobody|if {U}|spare)',
      // "theres a bird watching walk at 6am… bring a flask": a plan told with what to bring is an offer.
      '(theres|there is) an? [a-z ]{0,30}\\b(walk|tour|class|quiz|gig|market|swim|hike|disco|show|festival|screening|party)\\b[^?]*\\b(bring|wear) (a|an|your|some)\\b',
      // "we should actually meet up", "would it be weird if i asked you to come to my mate's gig": an offer, hedged.
      '\\bwe should (actually |really |totally |definitely |just )?(meet|grab|get|go|do|try|hang)\\b|if (i|someone|somebody) (asked|invited) {U} (to|out)\\b',
      // "feel like coming?", "you should come", "dinner at that new place?": a plan offered.
      // "if i turned up with two tickets, hypothetically, would you come": an offer, hedged.
      '\\bwould {U} (come|join( me)?|be up for it|want to come)\\b|feel like (coming|joining|going)|{U} should (come|join)\\b|^(dinner|drinks?|coffee|lunch|brunch|breakfast) (at|on|this|tomorrow)\\b|{U} in or',
      'wanna (go|come|grab|get|do|see|try|meet|join|hang)|(?<!\\bi (always |really |just |still )?)want to (actually |really )?(go|come|grab|get|see|meet|join|hang)',
      '(do {U}|would {U}) (want|like) to|{U} in\\?|{U} (down|free|around)|come with|join me',
      'free (on|this|sat|sun|fri|thu|tonight|tomorrow|saturday|sunday|friday)|are we (finally )?doing|lets (go|do|grab|get|try|meet)',
      // "up for it?" offers; "signed up for salsa" tells.
      'we should (go|get|grab|try|do)|shall we|how about we|{U} down (for|to)|\\bdown (for|to) [^.!?]{0,30}\\?|(?<!\\b(sign|signed|set|lined|line|made|make|stay|stayed|stand|stood|turn|turned|show|showed|open|opened|fill|filled|save|saved|free|freed)( me| us| him| her| them)? )up for|(want|have) (her|his|my|a|an|the) (extra |spare )?(ticket|seat)',
      'could be fun|\\btogether\\W*\\?|\\b(go|do|try|cook|watch|see|grab) [a-z ]{1,20} together\\b|(drink|drinks|coffee|dinner|lunch|brunch|hike|walk)\\b[^?]{0,30}\\?|(this|next) (weekend|week)\\?|((early|mid|late|end of|start of) )?next (week|month|weekend)\\W*\\?\\W*$',
      '(saturday|sunday|friday|thursday|tonight|tomorrow)\\??\\s*$',
      // "if ur around", "come!! ill put u on the list", "lets settle it. saturday": a plan offered, not news.
      'if (u|you|ur|youre)( r| are)? (around|free|about)|\\bcome\\s*!|put {U} on the (guest )?list',
      'how about (a |some )?(dinner|drinks?|coffee|lunch|brunch|a walk|a date|we)\\b|let me (take|buy) {U} (for|to|out|a|dinner|coffee|lunch)',
      // "first round's on me" treats; "leaned his body on me" does not.
      '\\b(drinks?|coffee|dinner|lunch|brunch|breakfast|food|pizza|rounds?|tab|bill|this|that|it|tickets?|snacks|chips|pints?|beers?) (is |are |s )?on me\\b|(meet|see) {U}? ?(at|by|outside) the [a-z]+ at \\d',
      'come (and )?[a-z]+ with me|{U}d fit (right )?in|(like|love|want) {U} (there|to come)|join (us|me)|come along',
      'if {UR} (brave|up for it|keen|game)|{U} (keen|game)\\??\\s*$|my (shout|treat)\\b|(coffee|drinks?|dinner|lunch) (after|on me)\\b',
      'lets (settle|sort) (it|this)\\W+(saturday|sunday|friday|thursday|tonight|tomorrow)',
      // "whats ur saturday afternoon looking like. asking with intent", "hear me out: pottery class. well both be terrible".
      '\\basking (with intent|for a reason)\\b|\\bwe(ll| will|d| would) both (be|love|hate|suck|need)\\b',
      // "i know a spot in osu that does the best in accra. just saying. one of these evenings": a hint is an offer.
      '\\bi know (a|the best|the perfect|this|a great|a good|a really good) (little )?(spot|place|bar|pub|cafe|restaurant|joint)\\b|(^|[.!] )(maybe )?one of these (days|evenings|nights|weekends|afternoons)\\W*$',
      // "would it be mad if we skipped drinks and went to the cinema", "i dare you to let me pick your next meal": a plan
      // put as a dare or a what-if.
      '\\bwould it be (mad|weird|crazy|too much|strange|bad|wrong) if we\\b|\\b(dare|let) {U} (to )?let me (pick|choose|cook|take|plan)\\b|\\bjust say(ing|in)\\W*$',
      // "ill let u pick the place if i get to pick the dessert": the plan taken as made, only its details bargained.
      '\\b(ill|i will|i can|i ll) let {U} (pick|choose|decide) (the )?(place|spot|restaurant|bar|film|movie|time|day|venue)\\b',
      // "going to the night markets thursday… always end up eating alone. could be less sad", "my board game group
      // needs a 6th tomorrow": a plan of theirs, and room in it for one more.
      '\\b(im|i am|were|we are|i might|im thinking|thinking (i might|of|about)|planning (to|on)|going to|gonna|heading|headed|off to|needs?)\\b.{0,80}\\b(saturday|sunday|friday|thursday|wednesday|tuesday|monday|tonight|tomorrow|tmrw|this weekend|next week)\\b.{0,120}\\b(someone|somebody|company|plus ?one|with me|less (sad|lonely|boring)|know someone|eating alone|go(ing)? alone)\\b',
      '\\bneeds? an? (\\d+(st|nd|rd|th)|second|third|fourth|fifth|sixth|plus ?one|partner|teammate|player)\\b.{0,80}\\b(someone|somebody|know a guy|know a girl|{U})\\b',
      // "im getting tickets, ur coming. not a question": a plan made for both.
      '\\b(ur|youre|you are|u r) coming( with (me|us))?\\W*([.!,]|$)|\\bnot a question\\W*$',
      // "friday, im taking you to the spot in peckham, no arguments": a plan made for both.
      '\\b(im|i am|ill|i will|im gonna) (taking|take) {U} (to|for|out)\\b',
      // "want to be my emergency plus one?": a seat beside them offered.
      '\\b(be|being|come as) my (emergency |last minute |official )?(plus ?one|date)\\b',
      // "come for suya with me": a plan and a "with me".
      '\\bcome (for|to|and get|get) (a |an |some )?[a-z]+( [a-z]+)? with me\\b',
      // "fancy it?", "fancy a drink?": the British way to ask.
      '\\bfancy (it|coming|joining|going|being|a |an |some |doing)',
      // A place that needs filling is an offer: a player short, company wanted, a seat spare.
      '(short|down) (a|one|1) (person|player|member|teammate|man)\\b|\\b(a|one|1) (person|player|member|teammate) (short|down)\\b|need (a|one more|another|an extra) (person|player|teammate|plus ?one|partner)\\b',
      '(could|would) (do with|use) (the |some )?(company|backup)|(spare|extra) (ticket|seat|place|spot)\\b|room for one more|(one|a) (spot|seat|ticket|place) left',
    ],
    // "what's your go-to Sunday?" asks about the user; it invites nobody.
    // A choice ("coffee or tea?") asks which, not when.
    unless: [
      '^(so |ok |okay )?(whats|what is|hows|how is|what are) (your|ur) (?!(saturday|sunday|friday|thursday|weekend|evening|tonight|tomorrow)\\b[a-z ]{0,20}looking like)',
      '^[a-z ]{1,25} or [a-z ]{1,25}\\?',
      'what (are|r) {U} (up to|doing)|any plans',
      // "if you got a free one-way ticket tomorrow… where r u going": a what-if to answer, not a plan.
      '^(ok |okay |so )?if {U} (got|had|could|were|won)\\b',
      // "what would u do with a totally free saturday", "what would you do if you won tomorrow": a what-if to answer.
      // "what would you say to dinner friday" still offers.
      '^(ok |okay |so )?(what|where|how) would {U} (?!say|think)',
      // "a ferret… i think he wants to come home w me": someone else wants to come, the user is not asked.
      '\\b(he|she|it|they|hes|shes) (wants?|wanted|needs?|is going|is gonna) to come\\b',
    ],
    then: 'invitation',
  },
  {
    id: 'compliment',
    when: [
      // "the little moth tattoo on ur wrist is so pretty": something of the user's, called pretty.
      '\\b(ur|your)\\b[^.!?]{0,40}\\b(is|are|looks?) (so |really |very |super |actually |honestly |genuinely )?(pretty|cute|gorgeous|beautiful|lovely|stunning|adorable|class|elite|iconic)\\b',
      // "somehow you pull it off", "you MADE that??", "excuse me this is incredible??": praise of what the user made or wore.
      '\\b{U} (somehow |totally |actually |really )?(pull|pulled|pulls) (it|that|them) off\\b|\\b{U} (made|baked|cooked|drew|painted|built|knitted|wrote|sewed|shot|took) (that|this|it)\\W*\\?|^(excuse me|wait|stop|omg|ok|okay|um)?\\W*(this|that|it) is (so |actually |genuinely |literally |honestly )?(incredible|amazing|brilliant|gorgeous|stunning|perfect|unreal|class|beautiful|adorable|insane)\\b',
      // "the pic of u on the mountain… iconic. no notes", "see how you dey shine for that agbada pic", "anyone who has
      // piranesi as their fave book is automatically trustworthy": praise in other words.
      '\\b(the|that|ur|your|this) (pic|photo|picture|selfie|video|vid|prompt)\\b.{0,80}\\b(iconic|no notes|elite|obsessed|10/10|stunning|fire|killing it|a serve|serving|(is|looks|was) (so |actually |genuinely |lowkey |honestly )?(insane|unreal|incredible|amazing|sick|mad|next level|wild|gorgeous|beautiful))\\b|\\b{U} dey (shine|fine|burst)\\b|{U} look like {U} (own|run|could|should|belong)\\b|\\b(anyone|anybody|someone|people) who [a-z ]{3,50} (is|are) (automatically|instantly|immediately) [a-z]+',
      // "you dress like someone who…", "the most calming energy of anyone": praise without a stock word.
      // "u have the kind of handwriting that makes me think…": praise by what it suggests.
      '{U} (have|got) the (kind|sort) of [a-z]+ (that|which) (makes|made) me|{U} (have|got) the (kind|sort) of (face|smile|voice|laugh|energy|vibe|eyes)\\b|\\bwho (gave|told) {U} (permission|the right) to be (that|so|this)\\b|\\bdoing (a lot of |all the |some )?heavy lifting\\b|(makes|made) me think {U} (have|are|must)\\b',
      '{U} (dress|talk|write|text|cook) like someone|{UR} taste in [a-z]+ is|the (most|best) [a-z]+ (energy|vibe|laugh|smile) of anyone|(replayed|rewatched|reread) it|hard to play it cool',
      '{UR} ((honestly|genuinely|actually|literally|so|really|kind of|kinda|super|very|such|[a-z]+ly) )*(cute|funny|beautiful|gorgeous|hot|handsome|pretty|smart|sweet|lovely|kind|charming|hilarious|adorable|[a-z]+ to (talk to|be around|be with|text|chat (to|with))|interesting|a (good|great|really good) (listener|kisser|cook|dancer))',
      '(smile|eyes|laugh|taste|playlist|pics?|pictures?|photos?|dog|cat|profile|style|songs?|music|voice|bio|outfit|grin)\\b.{0,60}\\b(unfair|cute|cutest|adorable|great|elite|amazing|gorgeous|perfect|beautiful|fire|incredible|impressive|contagious|impeccable|slapped|unreal|stunning|lovely|so good)',
      '(have|has) the \\w+est (eyes|smile|laugh|voice)|in charge of (the )?music|had (such )?a (great|good|lovely|fun|amazing|wonderful) time',
      'best (convo|conversation|date|chat)|(love|loved|like|enjoy|enjoying) (talking|chatting|texting) (to|with) {U}',
      // "u look good in green", "u have really kind eyes", "excellent choice": praise of the user, in any words.
      '{U} (seem|sound|come across as) (so |really |very |super |genuinely )?(genuine|kind|fun|sweet|nice|funny|smart|cool|interesting|refreshing|lovely|down to earth|thoughtful)',
      '{U} (seem|sound) like (a |such a )?(genuinely |really |very |truly )?(good|kind|lovely|nice|great|sweet|decent|fun|solid) (person|human|soul|guy|girl|man|woman)',
      '{U} (write|cook|dance|sing|dress|text|explain things) (so |really |very |super )?(well|beautifully|nicely)',
      '(smil|grin|laugh)\\w* .{0,40}(because of|thanks to) {U}\\b',
      '{U}(d| would)? (look|looks|looked|sound|seem) (so |really |very |super |genuinely )*(good|great|lovely|cute|hot|amazing|gorgeous|stunning|beautiful|handsome|fit|sharp|happy|relaxed|confident|attractive)',
      '{U} (have|got|has) (a |the |such a |such |some )?(really |very |so |super )?(kind|nice|lovely|beautiful|great|pretty|gorgeous|amazing|warm|cute|good) (eyes|smile|face|laugh|voice|taste|vibe|energy|style)',
      '(excellent|great|good|solid|impeccable|elite) (choice|taste|pick)|{UR} (good looking|talented)',
      '(love|like|adore) (that|how) {U} ',
      // "you actually remembered my sisters name", "whoever raised you", "you ask the best questions", "one of the funniest
      // people ive chatted to".
      '{U} (actually |really )?remembered\\b|\\bwho(ever)? raised {U}\\b|{U} (ask|give|make|send|write|tell|tell me) the (best|nicest|kindest|sweetest|funniest|most [a-z]+) [a-z]+|{UR} ((genuinely|honestly|literally|actually|easily) )?one of the (funniest|nicest|kindest|sweetest|smartest|best|most [a-z]+) (people|humans|persons|men|women|guys|girls)',
      '(talking|chatting|texting) (to|with) {U} (is|has been)|{UR} [a-z]+( [a-z]+){0,3} (made|makes|make) me (smile|laugh|grin)',
      '{UR} (officially |honestly |genuinely |literally )*the (best|highlight|best part|favourite part) (part |bit |thing )?of my (day|week|month|year)|(is|are|was) doing (things|it) for me|doing things to my|high praise|{UR} the only (one|person)|finally someone (normal|nice|decent|funny)',
      // "my mum saw your pic and said you look trustworthy": praise passed on.
      '(said|says|thinks|reckons) {U} (look|seem|sound)s? (so |really |very )?[a-z]+|(said|says) {UR} (cute|lovely|fit|hot|a keeper|funny|sweet)',
      // "ur hindi is better than mine", "your handwriting. who writes like that anymore": praise by comparison.
      '{UR} [a-z]+( [a-z]+)? (is|are) better than (mine|my own)|who (writes|talks|dresses|cooks|dances|sings|texts) like that (anymore|these days|now)',
      // "the jumper in your 4th pic is carrying this entire app", "my standards have been so low", "making me rethink
      // my whole personality": praise by what it does to them.
      '(is|are) carrying (this|the) (entire |whole )?(app|profile|site)|my standards (have been|were|are) (so )?low|rethink(ing)? my (whole )?(life|personality|choices)',
      // "ur smile in that pic should be illegal", "your accent is a problem for me": praise dressed as a complaint.
      '{UR} [a-z]+( [a-z]+){0,4} (should be illegal|is illegal|is (a |such a )?problem for me|is dangerous|is unfair|is not fair|has no business)',
      'the way {U} (talk|write|speak|describe|explain)|{U} (make|made) (a |some )?(really |very )?(good|great|fair) points?|(can|could) tell {U} (really )?care',
      '{U} (have|got) (a |such a |the |this )?(very |really |so |super )?[a-z]+ (way|energy|vibe) (of|with|about)',
      '(can|could|always|really) make me (lose track|laugh|smile|blush|forget)|stop being (so )?(funny|cute|sweet|charming|nice)',
      'thinking (about|abt|bout) ({U}|our|last night)|(miss|missed) {U}\\b|({U}|{UR} \\w+) (always |really )?(make|makes|made) me (laugh|smile)|(love|like) (how|the way) {U} (write|text|talk|laugh)',
      // "u have taste", "ur messages are so well written", "best answer anyone has given me on here".
      '\\b{U} (have|got) (good |great |amazing |impeccable |excellent |elite )?taste\\b|{UR} (messages|texts|writing|replies|voice|laugh|smile|photos|pics|profile|bio|vibe|energy|playlist) (is|are|r) (so |really |very |actually |genuinely |lowkey |kinda )?(well written|good|great|funny|cute|lovely|beautiful|amazing|gorgeous|refreshing|sweet|nice|cool|fun|adorable|perfect|stunning)\\b',
      '\\bbest (answer|reply|response|opener|opening line|first message|message)\\b.{0,25}\\b(anyone|ive|i have|on here|yet|ever)\\b',
      // "ur hindi is better than mine": a thing of the user's, ranked above someone's.
      '\\b(ur|your) [a-z]+( [a-z]+)? (is|was) (so |really |actually |genuinely |lowkey )?(better than|the best)\\b',
    ],
    then: 'compliment',
  },
  {
    id: 'question',
    when: [
      // "happy friday!!! any plans or just vibing": asking about the user's plans, with or without its mark.
      '\\bany plans\\b|what (are|r) {U} (up to|doing)\\b(?! to me)',
      // Asking ends the message; "a pool?? airports are wild" is surprise inside a story.
      '\\?[^a-z0-9]*$',
      // A question to the user, or a choice, still asks when a word follows ("morning person or night owl? be honest").
      '\\b(u|you|ur|your|youre)\\b[^.!?]*\\?|\\bor\\b[^.!?]{1,30}\\?|(^|[.!?]\\s*)(what|whats|which|where|who|why|when|how|hows)\\b[^.!?]*\\?',
      // A shouted "WHAT" on its own line is surprise, not a question.
      '^((so|ok|okay|and|but|wait|random|quick|serious|seriously|genuinely|honestly|real talk|hey+|hi+|hiya|heya|yo|lol|haha)\\W? ){0,3}(what|whats|how|hows|which|where|who|why|when)[ \\t]+\\w',
      // "quick, whats your blood type, im building a team": asked after a word, unmarked.
      '^[a-z]+, (whats|what is|what are) {UR} ',
      // "favourite film of all time. go": a prompt for the user's pick.
      '^(fav|fave|favourite|favorite|best|worst|top \\d+) [a-z ]{2,40}(\\W+go\\b|\\?|$)',
      // "early bird or one of those people who reply at 1am": a choice, asked without its mark.
      '^(?!(i|im|my|we|its|it|this|that) )[a-z -]{2,30} or [^.!]{2,60}$',
      // "dog person or cat person. think carefully": the choice, then a word on it.
      '^(?!(i|im|my|we|its|it|this|that) )[a-z -]{2,30} or [a-z -]{2,30}[.!]\\s',
      // "oh nice so which city is home originally? …lol": a question after a few words of lead-in.
      '(^|[.!?,]\\s*)((oh|ok|okay|so|nice|wait|and|but|right|anyway|cool)\\s+){1,3}(what|whats|which|where|who|how|hows)\\b[^.!?]*\\?',
      // "i need to know your go-to karaoke song", "hit me with a fun fact", "serious question. is a…": asking.
      '\\bi (need|want|have|gotta) to know (your|ur|if|whether|what|which)\\b|^tell me (your|ur)\\b|\\bhit me with\\b|(serious|important|quick|real) question\\b',
      // "settle something for me. is a hot dog a sandwich": a debate put to the user.
      'settle (something|this|a debate|an argument|it) for (me|us)|^(so |ok |okay |honestly |real talk )?is [a-z ]{2,30} better than\\b',
      // "be honest is pineapple on pizza a dealbreaker for u or are we fine": asked of the user, unmarked.
      '(^|[.!?]\\s*)((be honest|honestly|ok|okay|so|real talk|serious question|quick question)\\W* ){0,2}(is|are|do|does|did|would|will|can|could|have|has) [^.!?]{2,60}\\b(for {U}|{U})\\b',
      // "hey you, hows your day going": asked after a greeting, unmarked.
      '(^|[.!?,]\\s*)(hows|how is|how was|how are|how r) ({UR}|{U}|it|things|life)\\b',
      '^tell me (something|about|more)',
      // "if you got a free ticket tomorrow… where r u going": a what-if, asked without its mark.
      '^if {U}\\b.{0,80}\\b(where|what|which|who|how)\\b[^.!]*$|\\b(where|what|which|who) (r|are|would|will|do|d) {U} [a-z]+( [a-z]+)?\\W*$',
      // "…could not put it down. whats the best book u read this year": a story, then the question to the user, unmarked.
      '[.!?]\\s+(whats|what|which|who|where|how|hows)\\b[^.!?]*\\b({U}|{UR})\\b[^.!?]*$',
      '\\b(do|did|are|have|would|will|can|could) {U}\\b',
      'yes or no',
    ],
    then: 'question',
  },
];

/** How the message feels, which sets the register of the reply. First rule that fires wins; none: "plain". */
export type ToneName = 'serious' | 'disappointed' | 'mild' | 'funny' | 'warm' | 'plain';

export const REPLY_TONE_RULES: readonly Rule<ToneName>[] = [
  {
    // Loss, illness, a job gone, a home gone: care, no joke, no question that asks for work.
    id: 'serious',
    when: [
      // Only a living being dies in earnest: "my sourdough starter died. rip gerald" is a joke.
      '(grand\\w*|gran|nan|mum|mom|mam|dad|father|mother|uncle|aunt|auntie|friend|brother|sister|cousin|dog|cat|pet)\\b[^.!?]{0,25}\\bdied\\b',
      'divorc|redundan|hospital|passed away|funeral|put (him|her|them|our|my|the) .{0,20}down|laid off|got fired|lost (my|our|his|her) (job|dad|mom|mum|grandma|grandpa|nan|dog|cat)',
      // "my emergency plus one" is a joke, not an emergency.
      'cancer|dementia|alzheimer|\\bstroke\\b(?! of\\b)|heart attack|chemo|miscarr|intensive care|\\bicu\\b|surgery|emergency(?! (plus|date|contact|exit|kit|fund|snack|chocolate|backup|number|wine|cake))|evict|selling (the|my|our) (building|place|flat|apartment|house)|broke up|diagnos|grief|grieving',
      // "we lost my uncle on sunday": a death told without the word.
      '\\b(we|i) lost (my|our) (grand\\w*|gran|nan|mum|mom|dad|father|mother|uncle|aunt|auntie|friend|brother|sister|cousin|baby)\\b|burial|memorial|\\b(the|a|his|her|their|at) wake\\b|condolence',
      // "vet says my cats kidneys are failing, we've got maybe a few months with her": an illness with an end in sight.
      '\\b(kidneys?|liver|heart|lungs?) (is |are )?(failing|giving up)|\\b(a )?few (months|weeks) (left )?(with (him|her|them)|to live)|terminal|incurable|not long left|(dont|doesnt) have (long|much time)',
      // A future taken away: "lost my appeal, so thats the scholarship gone" is no bad-luck Monday.
      'scholarship|lost (my|the|our) (appeal|place|visa|funding|offer|deposit|savings)|\\bthats (the|my) [a-z ]{2,30} gone\\b',
    ],
    then: 'serious',
  },
  {
    // A no that stings (a job, a grant, a flat): sorry and on their side, without condolences.
    id: 'disappointed',
    when: ['gutted|rejected|didnt get|bummed|turned down|fell through|\\bghosted me\\b'],
    then: 'disappointed',
  },
  {
    // A nuisance: the train, the rain, burnt toast, a sprain on the pitch.
    id: 'mild',
    when: [
      '\\b(missed|miss) (my|the) (train|bus|flight|tram|ferry|connection|stop)|cancell?ed|stuck (in|at)|delayed|traffic|slept (terribly|badly|awfully)',
      '\\b(burnt|burned|spilled|spilt|dropped|smashed|cracked|broke|lost|forgot|locked)\\b|soaked|drenched|pouring|raining|flat tire|stubbed|overslept|sprain|\\bsick\\b|the flu|cold\\b|\\bvet\\b|caught in the rain',
      'rough (week|day|morning)|(bad|awful|terrible) (day|week|morning)|stress|(parking|speeding) (ticket|fine)|puncture',
      // "they sold out of the hoodie i wanted when i was 2nd in line": a let-down of the day.
      '\\bsold out\\b[^.!?]{0,60}\\b(i wanted|when i was|in line|in the queue|before (me|my turn))\\b',
      // "my sourdough starter died. rip gerald": a send-off with a grin.
      '\\brip\\b',
      // "love walking into a glass door at work. great start to the week": bad luck, said with a straight face.
      'great start to the (day|week|morning|year)|love that for me|just what i needed|living the dream|^(love|loving) (walking|getting|being|having|waking)\\b',
      'walked (straight |right )?into (a|the) (glass |door|wall|pole|lamp)',
      // "one of those days where everything is slightly wrong".
      'one of those days|everything (is|went|has gone) (slightly |a bit |a little )?wrong',
      // A power cut (South Africa's "load shedding"): a nuisance, whatever joke it is told with.
      'load ?shedding|power (cut|outage)|blackout|no (power|electricity|hot water|wifi)\\b|\\b(wifi|wifis|internet)( has| is| s)? (been )?(down|out)\\b|\\b(nepa|phcn)\\b.{0,20}\\b(took|take|has taken|don take)\\b',
    ],
    // "nearly lost my hat, worth it for the view": a story told with a grin.
    unless: ['\\b(nearly|almost) (lost|missed|broke|dropped)|worth it'],
    then: 'mild',
  },
  {
    id: 'funny',
    when: ['\\b(lol|lmao|haha+|hehe|rofl)\\b|😂|🤣|💀|😅|🙃|😭|😆|😜|😏|🤨|\\bagain\\b.*[!.]?$'],
    then: 'funny',
  },
  { id: 'warm', when: ['❤|🥰|😊|☺|🙈|\\b(sweet|lovely|kind|grateful|happy|glad)\\b'], then: 'warm' },
];
