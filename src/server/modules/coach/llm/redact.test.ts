import { describe, expect, it } from 'vitest';
import { redactPersonalData } from './redact';

describe('redactPersonalData', () => {
  it.each([
    // E-mail addresses
    ['Write me at jane.doe+dates@gmail.com!', 'Write me at [email]!'],
    ['EMAIL: JANE@EXAMPLE.CO.UK.', 'EMAIL: [email].'],
    ['jane (at) gmail (dot) com', '[email]'],
    ['jane[at]gmail.com', '[email]'],
    ['jane at gmail dot com', '[email]'],
    // Phone numbers, international and local
    ['Call +1 (555) 123-4567 anytime', 'Call [phone] anytime'],
    ['+44 20 7946 0958', '[phone]'],
    ['+44 (0)20 7946 0958', '[phone]'],
    ['0044 20 7946 0958', '[phone]'],
    ['+91 98765 43210', '[phone]'],
    ['555-123-4567', '[phone]'],
    ['555.123.4567', '[phone]'],
    ['(555) 123 4567', '[phone]'],
    ['5551234567', '[phone]'],
    ['555-1234', '[phone]'],
    ['tel: 07700 900123', 'tel: [phone]'],
    ['text me (5551234567)', 'text me ([phone])'],
    ['whatsapp: +1 555 123 4567', 'whatsapp: [phone]'],
    // URLs
    ['see https://example.com/me?x=1.', 'see [link].'],
    ['http://localhost:3000/profile', '[link]'],
    ['(https://example.com/a)', '([link])'],
    ['www.jane.dev is my site', '[link] is my site'],
    ['my link: linktr.ee/janedoe', 'my link: [link]'],
    ['tiktok.com/@jane_d', '[link]'],
    ['t.me/janedoe', '[link]'],
    ['Find me on Example.com', 'Find me on [link]'],
    // Social handles
    ['follow @jane_doe.22 for pics', 'follow [handle] for pics'],
    ['insta: jane.doe', 'insta: [handle]'],
    ['IG: jane', 'IG: [handle]'],
    ['ig:jane', 'ig:[handle]'],
    ['snap - janeyy', 'snap - [handle]'],
    ['Snapchat: @jane', 'Snapchat: [handle]'],
    ['telegram: jane_d', 'telegram: [handle]'],
    ['Instagram → jane', 'Instagram → [handle]'],
    ['my snap is jane_doe22', 'my snap is [handle]'],
    ['insta jane.doe', 'insta [handle]'],
    // A labelled name is always taken for a handle: erring towards privacy.
    ['Insta: no. Real life: yes', 'Insta: [handle]. Real life: yes'],
    // Several at once
    ['Hi! jane@x.io, +1 555 123 4567, jane.dev, @jane', 'Hi! [email], [phone], [link], [handle]'],
  ])('redacts %j', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });

  it.each([
    "I'm 29, 5'10, 3 kids, love 5k runs",
    'Since 2019 I have run 10 marathons',
    'Lived in Paris 2015-2019, then 2019 2020 in Rome',
    'Born 12.05.1994, or 1994-05-12 if you are a programmer',
    'Top 100 places, 10,000 steps a day, 24/7 curious',
    'I love Node.js, e.g. side projects',
    'meet @ the park at 5pm',
    'I eat snap peas and insta is fun.',
    'example.community is not a domain',
    'Spotify: Radiohead on repeat <3',
    'Dogs > cats, fight me',
    '',
  ])('keeps %j', (input) => {
    expect(redactPersonalData(input)).toBe(input);
  });
});
