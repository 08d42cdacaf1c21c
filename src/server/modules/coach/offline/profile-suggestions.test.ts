import { describe, expect, it } from 'vitest';
import { analyzeProfileOffline } from './analyze-profile';

// Bios written for these tests.
const messages = (bio: string) => analyzeProfileOffline(bio, null).suggestions.map((s) => s.message);

describe('profile suggestions', () => {
  const bios = [
    'I like cooking and being outside. Looking for someone kind.',
    'I am a nurse. I like movies and food. I am funny.',
    'Quiet guy, likes music. Message me.',
    'I fix up old motorbikes and take them up the coast road when the weather turns.',
    'Teacher by day, terrible guitarist by night. Ask me about the time I got lost in Oslo.',
    'I work in finance and go to the gym. Family is important to me.',
  ];

  it('gives no stock line to every bio: no message is shared by more than one of these six', () => {
    const counts = new Map<string, number>();
    for (const bio of bios) for (const m of new Set(messages(bio))) counts.set(m, (counts.get(m) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect([...counts.keys()].join(' ')).not.toMatch(/sourdough/i);
  });

  it('never praises a question the bio does not have', () => {
    const none = messages('I build furniture from driftwood I find on the beach near Whitby.');
    expect(none.join(' ')).not.toMatch(/question/i);
    const one = messages('I build furniture from driftwood. What would you make from a piece of the sea?');
    expect(one.join(' ')).toMatch(/Your question, "What would you make/);
  });

  it('leaves "you must" alone inside a title, and names it when it is a demand', () => {
    const title = messages('My favourite novel is a book called you must remember this, which I reread every winter.');
    expect(title.join(' ')).not.toMatch(/you must/i);
    const demand = messages('You must love dogs and hiking. I walk my two spaniels along the canal every morning.');
    expect(demand.join(' ')).toMatch(/"you must" tells the reader who they must be/);
  });

  it("quotes the bio's own words in what it asks for", () => {
    const all = messages('I love to laugh at my own jokes about trains. I drive the night bus across the city.');
    expect(all.join(' ')).toMatch(/"love to laugh" appears in countless profiles\. In "I love to laugh at my/);
  });

  it('says "what you do not want" only of a real refusal, warning or complaint, never of naming the site', () => {
    const site = messages(
      'I joined okc last spring. On here I mostly read profiles about hiking in the Peak District.',
    );
    expect(site.join(' ')).not.toMatch(/do not want/);
    const refusal = messages('I restore old bikes in my garage. No drama please, and if you smoke, swipe left.');
    expect(refusal.join(' ')).toMatch(/"No drama please" and "if you smoke, swipe left" say what you do not want/);
    const turned = messages("Rain again, which doesn't mean I hate Leeds. I cycle to the market every Saturday.");
    expect(turned.join(' ')).not.toMatch(/do not want/);
    expect(messages("I can't stand small talk. I teach chemistry.").join(' ')).toMatch(/"I can't stand small talk"/);
    const story = messages(
      "I don't like talking about myself. I sold insurance in Hull and got sick of it, so I retrained.",
    );
    expect(story.join(' ')).not.toMatch(/do not want/);
    const modest = messages('I hate to admit it, but I own four kayaks. I paddle the Thames at dawn most Sundays.');
    expect(modest.join(' ')).not.toMatch(/do not want/);
  });

  it('praises doing only for a whole clause of doing, not a state or a clause cut short', () => {
    const states = messages(
      'I value honesty and kindness. I enjoy being lazy on Sundays. I spend a lot of time reading about trains.',
    );
    expect(states.join(' ')).not.toMatch(/doing things/);
    const doing = messages('I brew beer in my shed. I coach a kids football team on weekends.');
    expect(doing.join(' ')).toMatch(/"I brew beer in my shed"/);
  });

  it('with nothing else to say, names the kinds of fix the edit made', () => {
    const bio =
      'moved to bristol from lagos six years ago and never left. weekends are for the allotment, where the courgettes always win. the great slug war of 2023 is a story for a second date. sundays mean jollof for whoever turns up, and there is always enough.';
    expect(messages(bio)).toEqual([
      'Little to change: the edit makes 6 small fixes: capitals to start sentences and capitals on names, listed below the bio.',
    ]);
  });
});
