import type { Rule } from './matcher';

/**
 * The openers' templates, by the kind of detail they are written on and the style asked for. A rule fires on
 * `kind:style` ("pet:playful"); its templates take the detail through slots: {text} as it goes into a message,
 * {Text} capitalised, {the} / {The} with "the" for a singular thing, {animal} for a pet, {who} "they" for an unnamed
 * pet or its name, {it} "it" / "them". Every line is a question about them: an opener never claims anything about the
 * user ("I love that band too"), because the coach cannot know it, and never quotes words it has changed.
 */
export type OpenerTemplates = readonly string[];

export const OPENER_RULES: readonly Rule<OpenerTemplates>[] = [
  {
    id: 'pet-playful',
    when: ['^pet:playful$'],
    then: [
      'Important question first: does {text} approve of new people, or should I bring treats? 🐾',
      "{Text} is clearly the star of your profile. What's the most ridiculous thing they do?",
      "Okay, rate {text}'s cuteness out of 10, and no bias allowed. What's the real score?",
    ],
  },
  {
    id: 'pet-thoughtful',
    when: ['^pet:thoughtful$'],
    then: [
      'I love that you have a {animal}. How did you and {who} find each other?',
      'What does a perfect day look like for {text}? I feel like it says a lot about you too.',
      "How long have you had {text}, and what's the best thing about life with a {animal}?",
    ],
  },
  {
    id: 'pet-funny',
    when: ['^pet:funny$'],
    then: [
      "Serious question: who's really in charge at home, you or {text}? 😂",
      'Be honest: does {text} have more fans than you do? I think I already know the answer 😅',
      "I'm mostly here to ask about {text}. How are they doing? (Also hi.)",
    ],
  },
  {
    id: 'story-playful',
    when: ['^story:playful$'],
    then: [
      'Wait, {text}? Okay, I need the whole story. Go!',
      "{Text}? That's the best thing I've read today. Would you do it again?",
      "Hold on, {text}. What's the part of that story you never get to tell?",
    ],
  },
  {
    id: 'story-thoughtful',
    when: ['^story:thoughtful$'],
    then: [
      'You wrote that {text}. What made you do it, and what did you take from it?',
      'I liked reading that {text}. How do you look back on that time now?',
      "{Text}, and I'm curious: what's one moment from it that stuck with you?",
    ],
  },
  {
    id: 'story-funny',
    when: ['^story:funny$'],
    then: [
      "So {text}. Asking for a friend (it's me): was it worth it? 😂",
      'Wait, {text}? I had to read that twice. Please explain, I have questions 😅',
      'Okay, {text}. On a scale of 1 to 10, how good is the story you tell about it?',
    ],
  },
  {
    id: 'title-playful',
    when: ['^title:playful$'],
    then: [
      '"{text}" made your profile, so it must be good. Sell it to me in one message!',
      'Bold choice putting "{text}" up there. What\'s your favourite moment in it?',
      'Quick: "{text}", what would you rate it out of 10, and can you defend that score?',
    ],
  },
  {
    id: 'title-thoughtful',
    when: ['^title:thoughtful$'],
    then: [
      'I noticed "{text}" on your profile. What is it about it that stays with you?',
      'What drew you to "{text}"? I\'m curious what it means to you.',
      '"{text}" caught my eye. When did you first come across it, and what did it mean to you then?',
    ],
  },
  {
    id: 'title-funny',
    when: ['^title:funny$'],
    then: [
      '"{text}": how many times have you gone back to it? Be honest 😅',
      'Confession: I judged your profile by "{text}". Is it your comfort pick or your impress-people pick? 😂',
      'If I admit I know nothing about "{text}", will you still talk to me? Where do I start?',
    ],
  },
  {
    id: 'quote-playful',
    when: ['^quote:playful$'],
    then: [
      '"{text}" is my favourite line on your profile. What\'s the story behind it?',
      'You wrote "{text}", and now I need to know more. Go!',
      '"{text}": okay, I\'m intrigued. Is there a longer version of that story?',
    ],
  },
  {
    id: 'quote-thoughtful',
    when: ['^quote:thoughtful$'],
    then: [
      '"{text}" made me smile. What\'s the story behind it?',
      'I keep thinking about "{text}". Where does that line come from?',
      '"{text}" says a lot in a few words. What made you put it on your profile?',
    ],
  },
  {
    id: 'quote-funny',
    when: ['^quote:funny$'],
    then: [
      '"{text}": I read that three times and I have questions. First one: how did this happen? 😂',
      'Your line "{text}" deserves a director\'s commentary. What\'s the behind-the-scenes version?',
      '"{text}" is either a great story or a great cover-up. Which is it? 😅',
    ],
  },
  {
    id: 'place-playful',
    when: ['^place:playful$'],
    then: [
      "{text}! What's the one thing there you'd make me try first? No tourist answers 😉",
      'I see {text} on your profile. Best spot there that nobody knows about, go!',
      '{text}, nice. Would you give me the local tour or the tourist one?',
    ],
  },
  {
    id: 'place-thoughtful',
    when: ['^place:thoughtful$'],
    then: [
      "You mentioned {text}. What's a moment from there that stuck with you?",
      'What do you miss most about {text}, or what do you love most about it now?',
      "How did {text} shape you? I'm curious what it was like.",
    ],
  },
  {
    id: 'place-funny',
    when: ['^place:funny$'],
    then: [
      "{text}, huh? Asking for a friend (it's me): what's the one food there worth the trip? 😂",
      'Be honest: does everyone from {text} have a strong opinion about it, or is that just you? 😅',
      "I've never had the full {text} story from someone who knows. What am I getting wrong about it?",
    ],
  },
  {
    id: 'name-playful',
    when: ['^name:playful$'],
    then: [
      '{text} made it onto your profile, so it must matter. Sell me on it in one message!',
      'Okay, {text}: casual fan or can-talk-for-an-hour fan? Be honest 😉',
      'I spotted {text} on your profile. Where should a beginner start?',
      'Okay, {text}: I have one free evening. Where would you start me?',
      '{text} on your profile: first time, or a long story? Tell me how it started 😉',
    ],
  },
  {
    id: 'name-thoughtful',
    when: ['^name:thoughtful$'],
    then: [
      'I noticed {text} on your profile. What first drew you to {text}?',
      "What's the story with {text}? I'm curious how that became part of your life.",
      "{text} caught my eye. What's the story there?",
      "How did {text} come into your life? I'd like to hear it.",
      'What would you tell someone who has never come across {text}?',
    ],
  },
  {
    id: 'name-funny',
    when: ['^name:funny$'],
    then: [
      'Serious question about {text}: how long could you talk on the subject before someone stops you? 😂',
      'If I admit I know very little about {text}, is this conversation over already? 😅',
      "{text} is on your profile, so I have to ask: what's the hot take you've been saving?",
      'Be honest: how many people have you converted to {text} so far? 😂',
      '{text}, huh. Is this a casual thing, or should I prepare for a twenty-minute talk? 😅',
    ],
  },
  {
    id: 'activity-playful',
    when: ['^activity:playful$'],
    then: [
      'I see {text} on your profile. Serious about it, or just for fun? Be honest 😄',
      "{Text}! What's the best day of {text} you've ever had?",
      'Okay, {text}: beginner-friendly, or would you leave me behind? Be honest 😉',
    ],
  },
  {
    id: 'activity-thoughtful',
    when: ['^activity:thoughtful$'],
    then: [
      'How did you get into {text}, and what keeps you coming back to it?',
      'What does {text} give you that nothing else does?',
      "I noticed {text} on your profile. What's a moment from it you still think about?",
    ],
  },
  {
    id: 'activity-funny',
    when: ['^activity:funny$'],
    then: [
      'Honest question: would I survive {text} with you, or should I start training now? 😅',
      'Warning: my {text} skills are untested. How patient a teacher are you? 😂',
      "What's your most embarrassing {text} moment? I promise to laugh with you, not at you.",
    ],
  },
  {
    id: 'thing-playful',
    when: ['^thing:playful$'],
    then: [
      'Okay, {the} on your profile: I need the story behind that. Go!',
      '{The} made the cut on your profile, so it must be good. Sell me on it in one message!',
      'I see {the} on your profile. Best memory that involves {it}, go!',
      '{The} on your profile: is there a story behind it, or do I have to guess? 😉',
    ],
  },
  {
    id: 'thing-thoughtful',
    when: ['^thing:thoughtful$'],
    then: [
      "You mentioned {the}. What's the story there?",
      'I noticed {the} on your profile. How did that become part of your life?',
      "What is it about {the} that made it onto your profile? I'm curious.",
      "How did {the} end up on your profile? I'm curious what it means to you.",
    ],
  },
  {
    id: 'thing-funny',
    when: ['^thing:funny$'],
    then: [
      "I have exactly one question, and it's about {the}. What's the story? 😂",
      '{The} on your profile raised questions. How much can you tell me? 😅',
      'Be honest: how long have you been waiting for someone to ask about {the}?',
      'Okay, {the}: tell me everything, I have time and snacks 😂',
    ],
  },
];

/** Openers with no detail in them, only for a profile that gives none: one rule per style. */
export const DETAIL_FREE_RULES: readonly Rule<OpenerTemplates>[] = [
  {
    id: 'detail-free-playful',
    when: ['^playful$'],
    then: [
      'Settle a debate for me: breakfast for dinner, yes or absolutely yes?',
      "Quick, the perfect Sunday: what's on it? I'll rate it out of 10.",
      "What's the most spontaneous thing you've done this year? I'm collecting good stories.",
      'Two truths and a lie about your weekend. I promise to guess badly.',
      "What's a small thing that always puts you in a good mood?",
      "If you could be anywhere right now, where would it be? And don't say bed.",
    ],
  },
  {
    id: 'detail-free-thoughtful',
    when: ['^thoughtful$'],
    then: [
      "What's something you're looking forward to this month?",
      "What's the best thing that happened to you this week, big or small?",
      'What does a really good weekend look like for you?',
      "What's something you've changed your mind about in the last few years?",
      "What's a place that feels like home to you, even if you don't live there?",
      "What's something you're learning at the moment?",
    ],
  },
  {
    id: 'detail-free-funny',
    when: ['^funny$'],
    then: [
      "Honestly, I've rewritten this opener four times. What's the best one you've ever received?",
      "Serious question: what's your most controversial food opinion? I promise to judge only a little.",
      "Professional overthinker here. What's something you've been overthinking lately?",
      "What's the most useless talent you have? I'll go second.",
      'Rate your karaoke confidence out of 10. Be honest, this matters more than it should.',
      "What's the worst advice you've ever followed? I'll match it with mine.",
    ],
  },
];

/**
 * Openers on the profile as a whole, quoting nothing: with only one or two details, one opener quotes each and these
 * make up the three, so no detail is quoted twice in a round (decision 0056). They speak to this person's profile
 * ("your profile made me curious") and ask an open question, as a first message would. One rule per style.
 */
export const PROFILE_FRAME_RULES: readonly Rule<OpenerTemplates>[] = [
  {
    id: 'profile-frame-playful',
    when: ['^playful$'],
    then: [
      "Your profile did its job: I'm curious. What's the story you'd tell first on a date?",
      'Okay, your profile got a smile out of me. What was the best part of your week?',
      'Your profile says a lot in a few lines. What is one thing about you it leaves out?',
      "Reading your profile, I'd guess you know a good spot for a first drink. Where would you pick?",
      'Your profile made me want to know your weekend plans. Anything good lined up?',
      "Your profile gave me a good feeling about you. What's the last thing that made you laugh out loud?",
    ],
  },
  {
    id: 'profile-frame-thoughtful',
    when: ['^thoughtful$'],
    then: [
      "I liked the way you wrote your profile. What's something about you that it doesn't say yet?",
      'Your profile made me curious what a good weekend looks like for you. What is on it?',
      "There's a lot of you in that profile. What are you most looking forward to this month?",
      "I enjoyed reading your profile. What's something you've been excited about lately?",
      "Your profile felt honest, which I liked. What's a small thing that makes a day good for you?",
      "Your profile got me thinking. What's something you've learned this year that you didn't expect to?",
    ],
  },
  {
    id: 'profile-frame-funny',
    when: ['^funny$'],
    then: [
      "I read your profile twice, which I'm told is a good sign. What should I have asked you about? 😅",
      "Your profile passed my very scientific test. Next round: what's your most controversial food opinion? 😂",
      "Your profile left me with questions, and I'm only allowed one: what's the story you tell at every party?",
      'Your profile set the bar high for this opener, so no pressure. How is your week going? 😅',
      "I've read your profile and I'm ready for the quiz. What's the one question you wish people asked you? 😂",
      'Your profile made me rewrite this opener three times. What would have been the perfect one? 😅',
    ],
  },
];
