import { describe, expect, it } from 'vitest';
import { actFeatures, bestLabel, predictAct, softmax, type ActModel } from './act-model';
import {
  BAD_NEWS_VETO,
  CONSEQUENTIAL_FLOOR,
  GENTLE_FLOOR,
  GUESS_FLOOR,
  readAct,
  RULE_PLAUSIBLE,
  settleAct,
  STORY_FLOOR,
  SURE,
  TOLD_PLAY_FLOOR,
} from './act-reading';
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
  const plain = { grave: false };
  const grave = { grave: true };

  it('keeps an act a rule read where the model finds it or its kin plausible', () => {
    expect(settleAct('compliment', reading('invitation', 0.6, { compliment: RULE_PLAUSIBLE }), plain).act).toBe(
      'compliment',
    );
    // Its near kin count for it: praise read as a flirt still gets its thanks; "sorry i went quiet" read as an apology
    // keeps the lines written for someone back from busy.
    expect(settleAct('compliment', reading('flirt', 0.9, { compliment: 0.01 }), plain).act).toBe('compliment');
    expect(settleAct('busy', reading('apology', 0.9, { busy: 0 }), plain).act).toBe('busy');
    // Else the model's reading.
    expect(settleAct('compliment', reading('invitation', 0.9, { compliment: 0.01 }), plain).act).toBe('invitation');
    expect(settleAct('logistics', reading('chat', 0.8, { logistics: 0.01 }), plain).act).toBe('chat');
    expect(settleAct('invitation', reading('chat', 0.8, { invitation: 0.05 }), plain).act).toBe('chat');
  });

  it('keeps a question, news, a no, an apology, a number asked for and a short line whatever the model says', () => {
    for (const act of ['question', 'rejection', 'short', 'good-news', 'apology', 'number-request'] as const)
      expect(settleAct(act, reading('chat', 0.99, { [act]: 0 }), plain).act, act).toBe(act);
    expect(settleAct('bad-news', reading('chat', 0.8, { 'bad-news': 0 }), plain).act).toBe('bad-news');
    expect(settleAct('bad-news', reading('chat', SURE, { 'bad-news': BAD_NEWS_VETO }), plain).act).toBe('bad-news');
    expect(settleAct('bad-news', reading('chat', SURE, { 'bad-news': 0.01 }), plain).act).toBe('chat');
  });

  it('reads with the model where no rule did, unless it only guesses or reads play into a story', () => {
    expect(settleAct('chat', sure('flirt'), plain).act).toBe('flirt');
    // Unsure is still its best reading: on messages neither was tuned on, better than the rules' "chat".
    expect(settleAct('chat', reading('tease', GUESS_FLOOR), plain).act).toBe('tease');
    expect(settleAct('chat', reading('tease', GUESS_FLOOR - 0.01), plain).act).toBe('chat');
    // "a very confident guy tried to sell me a timeshare": a story told is flirted with only when the model is sure.
    expect(settleAct('chat', reading('flirt', TOLD_PLAY_FLOOR - 0.01), { grave: false, told: true }).act).toBe('chat');
    expect(settleAct('chat', reading('flirt', TOLD_PLAY_FLOOR), { grave: false, told: true }).act).toBe('flirt');
    expect(settleAct('chat', reading('question', 0.2), { grave: false, told: true }).act).toBe('question');
    // An apology is someone's own: "my flatmate fell asleep in the bath" is no excuse of theirs.
    expect(settleAct('chat', sure('apology'), { grave: false, apologising: false }).act).toBe('chat');
    expect(readAct('my flatmate fell asleep in the bath last night').act).toBe('chat');
    // A question has the form of one: a story that asks nothing is not answered with "[your answer]".
    expect(settleAct('chat', sure('question'), { grave: false, asking: false }).act).toBe('chat');
    expect(settleAct('chat', sure('question'), { grave: false, asking: true }).act).toBe('question');
    // A tip ("then you have to, the middle part made me laugh") is no praise of the user.
    expect(settleAct('chat', sure('compliment'), { grave: false, recommending: true }).act).toBe('chat');
    // A tease put as a question keeps its reading when the model hears the question.
    expect(settleAct('tease', reading('question', 0.3, { tease: 0.05 }), plain).act).toBe('tease');
  });

  it('ends, cools or turns a conversation only when the model is fairly sure, and hears grave words', () => {
    for (const act of ['rejection', 'sign-off', 'apology', 'good-news', 'number-request']) {
      expect(settleAct('chat', reading(act, CONSEQUENTIAL_FLOOR - 0.01), plain).act, act).toBe('chat');
      expect(settleAct('chat', reading(act, CONSEQUENTIAL_FLOOR), plain).act, act).toBe(act);
    }
    // Being busy and wanting nothing serious turn it gently: a lower floor.
    for (const act of ['not-serious', 'busy']) {
      expect(settleAct('chat', reading(act, GENTLE_FLOOR - 0.01), plain).act, act).toBe('chat');
      expect(settleAct('chat', reading(act, GENTLE_FLOOR), plain).act, act).toBe(act);
    }
    // Unsure of a no, a rule's milder reading stands.
    expect(settleAct('logistics', reading('rejection', 0.2, { logistics: 0 }), plain).act).toBe('logistics');
    // Grave words: bad news even when the model is unsure of it, and chat only when it is sure of a story.
    expect(settleAct('chat', reading('bad-news', 0.12), grave).act).toBe('bad-news');
    expect(settleAct('chat', reading('chat', 0.1), grave).act).toBe('bad-news');
    expect(settleAct('chat', reading('chat', STORY_FLOOR), grave).act).toBe('chat');
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
