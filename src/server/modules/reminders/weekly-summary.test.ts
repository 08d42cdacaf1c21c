import { describe, expect, it } from 'vitest';
import { weeklyEmail } from './weekly-summary';

const links = {
  progress: 'http://localhost:5000/progress',
  unsubscribe: 'http://localhost:5000/api/email/unsubscribe?token=a.b&x=<y>',
};

describe('the weekly e-mail', () => {
  it('gives the reply rate from five recorded outcomes, and "too few to tell" below', () => {
    const five = weeklyEmail('a@example.com', { sent: 7, recorded: 5, replies: 3, replyRate: 60, waiting: 2 }, links);
    expect(five.text).toContain('Reply rate: 60% (3 of 5)');
    expect(five.text).toContain('Waiting for an outcome: 2 messages');
    const four = weeklyEmail('a@example.com', { sent: 4, recorded: 4, replies: 4, replyRate: null, waiting: 0 }, links);
    expect(four.text).toContain('Reply rate: too few to tell (fewer than 5 outcomes recorded)');
  });

  it('links Progress and unsubscribing in both parts, escaped in HTML, and in the unsubscribe headers', () => {
    const mail = weeklyEmail('a@example.com', { sent: 0, recorded: 0, replies: 0, replyRate: null, waiting: 1 }, links);
    expect(mail.text).toContain(links.progress);
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.html).toContain('href="http://localhost:5000/api/email/unsubscribe?token=a.b&#38;x=&#60;y&#62;"');
    expect(mail.html).not.toContain('<y>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
