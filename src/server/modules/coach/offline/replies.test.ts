import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answersMessage } from '../../../../../scripts/lib/eval-metrics';
import { messageStyles } from '../../../../shared/coach-options';
import { classifyMessage, readConversation } from './reply-acts';
import { replyCandidates } from './replies';

interface Situation {
  id: string;
  act: string;
  incoming: string;
  answerCues: string[];
  mustNot: string[];
}
const load = (file: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../../../eval/situations/${file}`, import.meta.url), 'utf8')) as {
      situations: Situation[];
    }
  ).situations;
// 92 everyday messages, 12 kinds (eval/situations; the second set was written apart from this code).
const situations = [...load('replies.json'), ...load('replies-held-out.json')];

describe('Help Me Reply', () => {
  it('has a table of at least 40 situations of every kind', () => {
    expect(situations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(situations.map((s) => s.act)).size).toBe(12);
  });

  it.each(situations.map((s) => [s.id, s] as const))('%s: recognises what the message does', (_, s) => {
    expect(classifyMessage(readConversation(s.incoming).latest)).toBe(s.act);
  });

  it.each(situations.map((s) => [s.id, s] as const))(
    '%s: the first three replies answer it, in every style',
    (_, s) => {
      for (const style of messageStyles) {
        const first3 = replyCandidates(s.incoming, style).slice(0, 3);
        expect(first3, style).toHaveLength(3);
        // As npm run eval:coach counts it: two of the three carry the message's own words or the expected response.
        const answering = first3.filter((reply) => answersMessage(reply, s.answerCues, s.mustNot));
        expect(answering.length, `${style}: ${first3.join(' | ')}`).toBeGreaterThanOrEqual(2);
        for (const reply of first3) {
          expect(
            s.mustNot.filter((p) => new RegExp(`(?<!\\p{L})${p}(?!\\p{L})`, 'iu').test(reply)),
            reply,
          ).toEqual([]);
          expect(reply).not.toMatch(/\s{2}|\.\.|undefined|null/);
        }
        // A goodbye is let go: no question back.
        if (s.act === 'rejection') expect(first3.join(' ')).not.toContain('?');
        // Someone busy or having a hard time is not invited anywhere.
        if (s.act === 'busy' || s.act === 'bad-news')
          expect(first3.join(' ')).not.toMatch(/\b(tonight|this week|drink)\b/i);
        expect(new Set(first3).size).toBe(3);
      }
    },
  );

  it('accepts or moves an invitation on its own day and plan', () => {
    const [yes, , counter] = replyCandidates(
      'theres a farmers market + dog meetup sunday morning, wanna come?',
      'playful',
    );
    expect(yes).toMatch(/farmers market/);
    expect(yes).toMatch(/Sunday/);
    expect(counter).toMatch(/\[[^\]]+\]/);
  });

  it('answers the latest lines of a pasted conversation, using earlier ones', () => {
    const chat = 'them: i just got back from Lisbon\nme: jealous!! how was it\nthem: amazing. have u traveled much?';
    expect(readConversation(chat)).toEqual({
      latest: 'amazing. have u traveled much?',
      earlier: ['i just got back from Lisbon'],
    });
    expect(replyCandidates(chat, 'thoughtful')[0]).toMatch(/Lisbon.*\[your answer to "have you traveled much"\]/);
  });

  it('in a conversation, answers the question their messages end on, and reacts only to what they said', () => {
    const chat = [
      'Me: What does a perfect day look like for your cat?',
      "Them: i'm swamped with deadlines this week",
      'Them: anyway how is your week going?',
    ].join('\n');
    const [first] = replyCandidates(chat, 'thoughtful');
    expect(first).toContain('[your answer to "anyway how is your week going"]');
    expect(first).not.toMatch(/cat|no worries|take the time/i);
    // A long message before the question is not quoted in the fill-in.
    const long = replyCandidates(
      'them: honestly if i started my profile with that quote you would think i was a bit much right?\nthem: what about you?',
      'playful',
    )[0];
    expect(long).toContain('[your answer to "what about you"]');
    expect(classifyMessage('note: i am not available for romantic anything.')).toBe('rejection');
    expect(classifyMessage('i always want to get feedback from my friends')).toBe('chat');
    expect(classifyMessage('do you want to get drinks friday?')).toBe('invitation');
  });

  it('marks a fill-in only where the user must answer', () => {
    for (const text of [
      'GUESS WHO GOT THE JOB 🎉',
      'got laid off today',
      'ur smile is unfair',
      'i dont think were a match',
    ])
      for (const style of messageStyles) expect(replyCandidates(text, style).slice(0, 3).join(' ')).not.toContain('[');
    expect(replyCandidates('what do u do for fun?', 'funny')[0]).toContain('[your answer to "what do you do for fun"]');
  });
});
