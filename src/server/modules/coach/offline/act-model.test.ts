import { describe, expect, it } from 'vitest';
import { actFeatures, bestLabel, predictAct, softmax, type ActModel } from './act-model';
import { MODEL_FLOOR, readAct, settleAct } from './act-reading';
import { replyRounds } from './replies';

describe('the learned act reader', () => {
  it('sees words with textspeak spelled out, numbers as one word, and the message’s start, end and shape', () => {
    const features = actFeatures('u free at 7? ur pick 😄');
    expect(features).toEqual(expect.arrayContaining(['w:you', 'w:your', 'w:<num>', 'b:<s>_you', 'w:?', 'w:😄']));
    expect(features).toContain('len:0');
    expect(features.some((f) => /\s/.test(f.slice(2)))).toBe(false);
    expect(actFeatures('we missed the ferry and waited two hours in the rain')).toContain('past');
  });

  it('scores labels by their weights and is surer the more the words agree', () => {
    const model: ActModel = { labels: ['chat', 'flirt'], weights: { 'w:smile': [[1, 2]], 'w:phone': [[1, 1]] } };
    const one = bestLabel(model, ['w:smile']);
    const both = bestLabel(model, ['w:smile', 'w:phone']);
    expect(one.act).toBe('flirt');
    expect(both.p).toBeGreaterThan(one.p);
    expect(bestLabel(model, ['w:unseen'])).toEqual({ act: 'chat', p: 0.5 });
    expect(softmax([1000, 1000]).every((p) => p === 0.5)).toBe(true);
  });

  it('reads acts the rules have no pattern for, with the shipped model', () => {
    expect(predictAct("you're the reason i keep checking my phone in meetings").act).toBe('flirt');
    expect(predictAct('dropped my keys down a drain this morning, now waiting on a locksmith').act).toBe(
      'mild-bad-luck',
    );
    expect(predictAct('ur taste in music is annoyingly good')).toMatchObject({ act: 'compliment' });
  });
});

describe('the act Help Me Reply answers', () => {
  const sure = (act: string) => ({ act, p: 0.9 });

  it('keeps every act a rule read, and lets the model speak only where no rule did', () => {
    expect(settleAct('compliment', sure('flirt'), false).act).toBe('compliment');
    expect(settleAct('question', sure('chat'), false).act).toBe('question');
    expect(settleAct('chat', sure('flirt'), false).act).toBe('flirt');
    expect(settleAct('chat', { act: 'flirt', p: MODEL_FLOOR - 0.01 }, false).act).toBe('chat');
  });

  it('never lets the model end, cool or turn a conversation, and hears grave words unless sure of a story', () => {
    for (const act of ['rejection', 'not-serious', 'sign-off', 'busy', 'apology', 'looking-for', 'good-news'])
      expect(settleAct('chat', sure(act), false).act, act).toBe('chat');
    expect(settleAct('chat', sure('tease'), true).act).toBe('bad-news');
    expect(settleAct('chat', { act: 'chat', p: 0.1 }, true).act).toBe('bad-news');
    expect(settleAct('chat', sure('chat'), true).act).toBe('chat');
    expect(settleAct('busy', sure('tease'), true).act).toBe('busy');
  });

  it('answers mild bad luck as a story told lightly, but never lightens what a rule read as bad news', () => {
    expect(settleAct('chat', sure('mild-bad-luck'), false)).toEqual({ act: 'chat', mild: true });
    expect(settleAct('bad-news', sure('mild-bad-luck'), false)).toEqual({ act: 'bad-news', mild: false });
    expect(settleAct('chat', sure('mild-bad-luck'), true).mild).toBe(false);
  });

  it('names the model when it decides, and replies in the act it read', () => {
    const rules: string[] = [];
    const text = 'a pro at darts. ok then mr world champion';
    expect(readAct(text, text, (rule) => rules.push(rule)).act).toBe('tease');
    expect(rules).toEqual(['reply-acts/chat', 'reply-acts/learned-tease']);
    expect(replyRounds(text, 'playful')[0]!.join(' ')).toMatch(/guilty|defen[cs]e/i);
    expect(replyRounds(text, 'playful')[0]!.join(' ')).not.toMatch(/story|what happened/i);
  });
});
