import { describe, expect, it } from 'vitest';
import { messageStyles } from '../../../../shared/coach-options';
import { generateMessagesOffline } from './messages';
import { classifyMessage } from './reply-acts';
import { replyCandidates } from './replies';

// Conversations written for these tests, as a screenshot's transcript or a typed conversation reads.
const chat = (...lines: string[]) => lines.join('\n');

/** The first three replies in every style, with the checks every answer set must pass. */
function firstThrees(conversation: string): string[][] {
  return messageStyles.map((style) => {
    const all = replyCandidates(conversation, style);
    expect(new Set(all).size, style).toBe(all.length);
    const first3 = all.slice(0, 3);
    expect(first3, style).toHaveLength(3);
    for (const reply of first3) expect(reply).not.toMatch(/\s{2}|\.\.|undefined|null|\?\?|\bhello\b/i);
    return first3;
  });
}

describe('Help Me Reply when the user spoke last', () => {
  const settled = chat(
    'Them: my lasagna is honestly famous at work',
    'Me: bold claim. I need proof',
    'Them: come over and judge for yourself',
    'Me: Deal. Saturday?',
    'Them: saturday works for me',
    "Me: Perfect, I'll bring dessert",
  );

  it('after a settled plan, looks forward to it without repeating the user or answering their old line', () => {
    for (const replies of firstThrees(settled)) {
      expect(replies.some((r) => r.includes('Saturday'))).toBe(true);
      for (const reply of replies) {
        expect(reply).not.toMatch(/dessert|works for me|tell me more|\[/i);
        expect(reply).not.toMatch(/\bsee you\b/i);
      }
    }
  });

  it('takes the user giving the time they asked for, or saying yes to their invitation, as a settled plan', () => {
    for (const conversation of [
      chat(
        'Them: when are we doing this taco crawl',
        'Me: Friday?',
        'Them: friday works! what time?',
        'Me: 7 at the truck',
      ),
      chat('Them: wanna get drinks on friday?', "Me: yes! I'd love that"),
    ])
      for (const replies of firstThrees(conversation)) {
        expect(replies.join(' ')).toContain('Friday');
        expect(replies.join(' ')).not.toMatch(/same question|what time/i);
      }
  });

  it('after a question of the user that has no answer yet, nudges lightly and brings a new detail of theirs', () => {
    const waiting = chat(
      'Them: I did Mailbox Peak last weekend and my legs still hate me',
      'Me: Respect, that trail is brutal',
      'Me: What are you doing this weekend?',
    );
    const [playful, thoughtful, funny] = firstThrees(waiting);
    expect(playful![0]).toMatch(/no rush/i);
    expect(thoughtful!.join(' ')).toMatch(/no rush/i);
    expect(funny![0]).toMatch(/no rush/i);
    expect(playful!.join(' ')).toContain('Mailbox Peak');
    // The user's own question is not asked again.
    for (const replies of [playful!, thoughtful!, funny!]) expect(replies.join(' ')).not.toMatch(/this weekend/i);
  });

  it('after answering their question, asks it back, and never reacts to a detail the user brought up', () => {
    const answered = chat(
      'Me: My dog Biscuit just stole a whole baguette',
      'Them: Biscuit is a legend',
      'Them: what are you up to tonight?',
      'Me: Making pasta and watching the game',
    );
    const [playful, thoughtful, funny] = firstThrees(answered);
    expect(playful![0]).toMatch(/same question/i);
    expect(thoughtful![0]).toMatch(/what about you/i);
    expect(funny![0]).toMatch(/same question/i);
    for (const replies of [playful!, thoughtful!, funny!]) expect(replies.join(' ')).not.toMatch(/Biscuit|pasta/);
  });

  it('gives space, with no question, when they are busy or grieving; a goodbye stays a goodbye', () => {
    for (const conversation of [
      chat('Them: my grandma passed away last night', "Me: I'm so sorry. Thinking of you"),
      chat('Them: this week is insane, deadline friday', 'Me: Good luck, you have got this'),
      chat("Them: i don't think we're a match, good luck out there", 'Me: Thanks for telling me'),
    ])
      for (const replies of firstThrees(conversation)) {
        expect(replies.join(' ')).not.toContain('?');
        expect(replies.join(' ')).not.toMatch(/\b(tonight|this week|drink|looking forward)\b/i);
      }
  });

  it('keeps "Generate More" rounds new until the candidates run out', () => {
    const rounds = [0, 1, 2].map((round) =>
      generateMessagesOffline({ matchInfo: settled, style: 'funny', mode: 'reply', round }, null).messages.map(
        (m) => m.message,
      ),
    );
    const shown = rounds.flat();
    expect(shown.length).toBe(replyCandidates(settled, 'funny').length);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe('Help Me Reply when they settle the plan the user proposed', () => {
  it('confirms the day and time they proposed, concretely and without a fill-in', () => {
    const conversation = chat(
      'Them: V3 on a good day, V1 on a bad one',
      'Me: Same honestly. Want to try the new wall together this week?',
      'Them: yes!! thursday after work?',
    );
    for (const replies of firstThrees(conversation)) {
      expect(replies.filter((r) => r.includes('Thursday after work')).length).toBeGreaterThanOrEqual(2);
      expect(replies.join(' ')).not.toContain('[');
    }
    expect(
      replyCandidates(chat('Me: Drinks at the rooftop bar friday?', 'Them: sounds good, friday at 8?'), 'playful')[0],
    ).toBe("Friday at 8 works for me! Can't wait 😄");
  });

  it('takes a plain yes as a yes, and asks for the time only when none was said', () => {
    const [playful] = firstThrees(chat('Me: Want to grab coffee this weekend?', 'Them: yes! im in'));
    expect(playful!.join(' ')).toMatch(/plan|date/);
    expect(playful!.join(' ')).toContain('this weekend');
  });

  it('answers what to bring with what they said, and the day of the plan', () => {
    const conversation = chat(
      'Them: picnic at the lake on sunday?',
      'Me: Yes! Should I bring anything?',
      'Them: just bring snacks and maybe a blanket, it gets windy',
    );
    for (const replies of firstThrees(conversation)) {
      expect(replies.filter((r) => /snacks and a blanket/i.test(r)).length).toBeGreaterThanOrEqual(2);
      expect(replies.join(' ')).not.toMatch(/tell me more|\[/i);
    }
    expect(replyCandidates(conversation, 'playful')[0]).toBe('Snacks and a blanket, got it! See you on Sunday 😄');
    const [yourself] = firstThrees(chat('Me: Should I bring anything on Saturday?', 'Them: nope, just yourself!'));
    expect(yourself!.join(' ')).not.toMatch(/yourself|\bbring me\b/);
  });
});

describe('Help Me Reply in context', () => {
  it('reads a recommendation as one, not as news ("I wont" is not "I won")', () => {
    const tip = chat(
      'Me: I loved The Martian',
      'Them: Then you have to. I wont spoil anything but the middle part made me laugh out loud on a quiet train',
    );
    expect(classifyMessage('Then you have to. I wont spoil anything but the middle part made me laugh')).toBe('chat');
    expect(classifyMessage('i won the pub quiz last night!!')).toBe('good-news');
    for (const replies of firstThrees(tip)) {
      expect(replies.join(' ')).not.toMatch(/congrat/i);
      expect(replies.join(' ')).toMatch(/list|recommend|try it|review/i);
    }
  });

  it('meets a description of themselves with interest and an easy question, not "what happened next?"', () => {
    const about = chat(
      'Me: Serious or fun one in the group?',
      "Them: i'm fun, i'm laid back, i don't take myself too seriously",
    );
    for (const replies of firstThrees(about)) {
      expect(replies.join(' ')).not.toMatch(/what happened next|sequel|tell me more/i);
      expect(replies.filter((r) => r.includes('?')).length).toBeGreaterThanOrEqual(2);
    }
    // "i am not into …" is no self-portrait to admire.
    expect(replyCandidates('i am not into exercise', 'playful')[0]).not.toMatch(/I like that/);
  });

  it('answers their short question about what the user just said without asking it back', () => {
    const conversation = chat(
      'Them: What are you up to tonight?',
      'Me: Making pasta and watching the game',
      'Them: Which game? I know nothing about sports btw',
    );
    for (const replies of firstThrees(conversation)) {
      expect(replies.join(' ')).not.toContain('[');
      expect(replies.join(' ')).not.toMatch(/same question|your turn|what about you|how about you/i);
    }
  });

  it('answers their "you?" with the user\'s own question, without asking it a third time', () => {
    const conversation = chat("Me: What's your go-to karaoke song?", 'Them: Dancing Queen, every single time. You?');
    for (const replies of firstThrees(conversation)) {
      for (const reply of replies) expect(reply).not.toMatch(/[?[]/);
    }
    const theirThing = chat("Me: What's the story with Part Klingon?", 'Them: long story, my uncle. what about you?');
    expect(replyCandidates(theirThing, 'thoughtful')[0]).not.toMatch(/[?[]/);
  });
});
