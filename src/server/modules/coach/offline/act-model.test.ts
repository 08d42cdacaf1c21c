import { describe, expect, it } from 'vitest';
import { actFeatures, bestLabel, predictAct, softmax, type ActModel } from './act-model';
import { BARE_FLOOR, MODEL_FLOOR, readAct, settleAct } from './act-reading';
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
    expect(bestLabel(model, ['w:unseen'])).toEqual({ act: 'chat', p: 0.5, chances: { chat: 0.5, flirt: 0.5 } });
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
  /** The model's reading: its best label, and what chance it leaves the others. */
  const reading = (act: string, p: number, others: Record<string, number> = {}) => ({
    act,
    p,
    chances: { [act]: p, ...others },
  });
  const sure = (act: string) => reading(act, 0.9);
  const plain = { grave: false, bare: false };
  const grave = { grave: true, bare: false };

  it('keeps an act a rule read unless the model all but rules it out', () => {
    expect(settleAct('compliment', reading('invitation', 0.6, { compliment: 0.3 }), plain).act).toBe('compliment');
    expect(settleAct('compliment', reading('invitation', 0.9, { compliment: 0.01 }), plain).act).toBe('invitation');
    // Its near kin count for it: praise read as a flirt still gets its thanks.
    expect(settleAct('compliment', reading('flirt', 0.9, { compliment: 0.01 }), plain).act).toBe('compliment');
    expect(settleAct('logistics', reading('chat', 0.8, { logistics: 0.01 }), plain).act).toBe('chat');
    // Ruled out, but by an act the model may not name, or by one it is unsure of: the rule's reading stands.
    expect(settleAct('logistics', reading('rejection', 0.8, { logistics: 0.01 }), plain).act).toBe('logistics');
    expect(settleAct('logistics', reading('tease', 0.25, { logistics: 0.01 }), plain).act).toBe('logistics');
    // News, a question and a no stand whatever the model says.
    for (const act of ['bad-news', 'good-news', 'question', 'rejection'] as const)
      expect(settleAct(act, reading('chat', 0.9, { [act]: 0 }), plain).act, act).toBe(act);
    // Good news yields to praise alone.
    expect(settleAct('good-news', reading('compliment', 0.9, { 'good-news': 0 }), plain).act).toBe('compliment');
    expect(settleAct('busy', reading('tease', 0.9, { busy: 0 }), grave).act).toBe('busy');
  });

  it('lets the model speak where no rule did, when it is sure enough, and a little less sure where nothing is named', () => {
    expect(settleAct('chat', sure('flirt'), plain).act).toBe('flirt');
    expect(settleAct('chat', reading('flirt', MODEL_FLOOR - 0.01), plain).act).toBe('chat');
    expect(settleAct('chat', reading('flirt', BARE_FLOOR), { grave: false, bare: true }).act).toBe('flirt');
    expect(settleAct('chat', reading('flirt', BARE_FLOOR - 0.01), { grave: false, bare: true }).act).toBe('chat');
  });

  it('never lets the model end, cool or turn a conversation, and hears grave words unless sure of a story', () => {
    for (const act of ['rejection', 'not-serious', 'sign-off', 'busy', 'apology', 'looking-for', 'good-news'])
      expect(settleAct('chat', sure(act), plain).act, act).toBe('chat');
    expect(settleAct('chat', sure('tease'), grave).act).toBe('bad-news');
    expect(settleAct('chat', reading('chat', 0.1), grave).act).toBe('bad-news');
    expect(settleAct('chat', sure('chat'), grave).act).toBe('chat');
  });

  it('answers mild bad luck as a story told lightly, but never lightens what a rule read as bad news', () => {
    expect(settleAct('chat', sure('mild-bad-luck'), plain)).toEqual({ act: 'chat', mild: true });
    expect(settleAct('bad-news', reading('mild-bad-luck', 0.8, { 'bad-news': 0.1 }), plain)).toEqual({
      act: 'bad-news',
      mild: false,
    });
    expect(settleAct('chat', sure('mild-bad-luck'), grave).mild).toBe(false);
  });

  it('sets aside a rule that fired on words used another way', () => {
    // "see you at 8" is a plan's detail to the rules; the model hears the joke about lateness.
    const late = "i'll see you at 8 then. so 8:20";
    expect(readAct(late).act).toBe('tease');
    const replies = replyRounds(late, 'playful')[0]!.join(' ');
    expect(replies).toMatch(/walked into|you have a point|my side/i);
    expect(replies).not.toMatch(/where I am|easiest for you|message you in a minute/i);
  });

  it('names the model when it decides, and replies in the act it read', () => {
    const rules: string[] = [];
    const text = 'a pro at darts. ok then mr world champion';
    expect(readAct(text, {}, (rule) => rules.push(rule)).act).toBe('tease');
    expect(rules).toEqual(['reply-acts/chat', 'reply-acts/learned-tease']);
    expect(replyRounds(text, 'playful')[0]!.join(' ')).toMatch(/guilty|defen[cs]e/i);
    expect(replyRounds(text, 'playful')[0]!.join(' ')).not.toMatch(/story|what happened/i);
  });
});
