import { describe, expect, it } from 'vitest';
import { betweenUsOf, claimOf, echoOf, sorryForOf, theirNewsOf } from './said-back';

describe('their words said back from the user side', () => {
  it('turns a question to the user, with verbs that agree', () => {
    expect(echoOf('what music r u into?')).toBe('What music am I into');
    expect(echoOf('so whats ur go to karaoke song')).toBe("What's my go to karaoke song");
    expect(echoOf('were you a good student?')).toBe('Was I a good student');
    expect(echoOf('whats the last thing that made you properly laugh')).toBe(
      "What's the last thing that made me properly laugh",
    );
    expect(echoOf('what do u think of my playlist?')).toBe('What do I think of your playlist');
    expect(echoOf('how long have you been in manchester? you dont sound like youre from here')).toBe(
      'How long have I been in Manchester',
    );
  });

  it('keeps only the part that asks, or says nothing', () => {
    // Lead-in words go; a long question keeps its asking part.
    expect(echoOf('be honest how many tabs do you have open right now')).toBe('How many tabs do I have open right now');
    expect(echoOf('if u could live anywhere for a year where would u go')).toBe('Where would I go');
    expect(echoOf('ok important question do u put the milk in before or after the water when u make tea')).toBe(
      'Do I put the milk in before or after the water',
    );
    // Quoted words are said back as written.
    expect(echoOf("why did u put 'ask me about the goat' on your profile")).toBe(
      'Why did I put "ask me about the goat" on my profile',
    );
    // Ended early only where it still reads whole.
    expect(echoOf('ooh did u do the whole pastel de nata thing everyone goes on about')).toBeUndefined();
    expect(echoOf('is a hot dog a sandwich. my housemates have been arguing about it since dinner')).toBe(
      'Is a hot dog a sandwich',
    );
    expect(echoOf('what do u actually do when ur not working?')).toBe("What do I actually do when I'm not working");
    // Nothing said back: a clause with no content, other Englishes' grammar, no verb to agree with.
    expect(echoOf('if you could only eat one cuisine for the rest of your life, what would it be?')).toBeUndefined();

    expect(echoOf('which swallow you dey enjoy pass?')).toBeUndefined();
    expect(echoOf('which part of sg you staying ah?')).toBeUndefined();
    expect(echoOf('morning person or night owl?')).toBeUndefined();
    expect(echoOf(undefined)).toBeUndefined();
  });

  it('says back what a tease charges the user with, quotes and names as written', () => {
    expect(claimOf('you spelled definitely with an a. im going to need time to process this')).toBe(
      'I spelled definitely with an a',
    );
    expect(claimOf("u put 'loves hiking' but ur pics are all at brunch. suspicious")).toBe('I put "loves hiking"');
    expect(claimOf("you're from Cork and you've never kissed the Blarney Stone?? are you even allowed back")).toBe(
      "I'm from Cork",
    );
    expect(claimOf('your spotify wrapped screenshot has ABBA at number one. ABBA.')).toBe(
      'My spotify wrapped screenshot has ABBA at number one',
    );
    expect(claimOf("ok you're a bit of a nerd aren't you")).toBe("I'm a bit of a nerd");
    expect(claimOf('you eat pap with a knife and fork? shame man')).toBe('I eat pap with a knife and fork');
    expect(claimOf("saw u put 6ft in ur profile. we'll see about that")).toBeUndefined();
  });

  it('says no charge where turning the words would change who did what', () => {
    // "me" is the match: turned, it would say the user told themselves.
    expect(claimOf("so you're telling me you've lived here 6 years and never been to the beach")).toBeUndefined();
    // A question to the user is asked, not charged; "the u" is a letter.
    expect(claimOf('are u ok. blink twice')).toBeUndefined();
    expect(claimOf('you spelled colour without the u')).toBeUndefined();
    expect(claimOf('a man who owns four houseplants and has named none of them')).toBeUndefined();
  });

  it('says back what a flirt says of the two of them, from its subject', () => {
    expect(betweenUsOf("i think you'd look good in my hoodie. purely scientific observation")).toBe(
      "You think I'd look good in your hoodie",
    );
    expect(betweenUsOf("be careful, i'm starting to like you more than my cat")).toBe(
      "You're starting to like me more than your cat",
    );
    expect(betweenUsOf('ur laugh is honestly contagious, i was grinning the whole walk home')).toBe(
      'My laugh is honestly contagious',
    );
    expect(betweenUsOf('that green jumper in ur 2nd photo?? excellent choice')).toBe(
      'That green jumper in my 2nd photo',
    );
    expect(betweenUsOf('i keep checking my phone and its all you')).toBe(
      "You keep checking your phone and it's all me",
    );
    // What is theirs together stays theirs together; what is too long to say back is not said back.
    expect(betweenUsOf('i keep rereading our chat from last night like a teenager')).toBe(
      'You keep rereading our chat',
    );
    expect(betweenUsOf('i keep finding reasons to check my phone and theyre all you')).toBeUndefined();
    // Ended early, it must still read whole: not "…the last thing you think about and that's?".
    expect(betweenUsOf("you're going to be the last thing i think about and that's on you")).toBeUndefined();
    // A clause that does not start from who or what it is about, or has no verb to agree with: nothing.
    expect(betweenUsOf('stop being funny i have a meeting in 5 min')).toBeUndefined();
    expect(betweenUsOf('You damn good at explaining things leh')).toBeUndefined();
  });

  it('says back their news or their excuse, never the apology itself', () => {
    expect(theirNewsOf('passed my driving test on the 3rd try!!! the examiner even smiled', { happened: true })).toBe(
      'You passed your driving test on the 3rd try',
    );
    expect(theirNewsOf('I GOT THE FLAT!!! the one with the balcony', { happened: true })).toBe('You got the flat');
    expect(theirNewsOf('Finally collected our BTO keys!! Sengkang, 4 room', { happened: true })).toBe(
      'You collected your BTO keys',
    );
    // News is what happened: "i should probably scream" is no news.
    expect(theirNewsOf('the bank approved the loan. i should probably scream', { happened: true })).toBeUndefined();
    expect(theirNewsOf('sorry for going quiet, my week got away from me. not ignoring u promise')).toBe(
      'Your week got away from you',
    );
    expect(theirNewsOf('sorry i went quiet. not ignoring you i promise')).toBeUndefined();
  });

  it('names what they apologise for, from the user side, and nothing when it is not said whole', () => {
    expect(sorryForOf('omg sorry for the late reply, i fell asleep at like 8pm')).toBe('the late reply');
    expect(sorryForOf('soz for the 3 paragraph rant about my ex, that was a lot')).toBe(
      'the 3 paragraph rant about your ex',
    );
    expect(sorryForOf('sorry for calling u by the wrong name lol')).toBe('calling me by the wrong name');
    expect(sorryForOf('sorry for not replying i was at my mums')).toBe('not replying');
    expect(sorryForOf('sorry for the Coldplay slander')).toBe('the Coldplay slander');
    expect(sorryForOf('sorry for Coldplay slander, it was a joke')).toBe('Coldplay slander');
    // "that" forgives nothing by name; an apology with no "for" names nothing.
    expect(sorryForOf('sorry about that')).toBeUndefined();
    expect(sorryForOf('im sorry about what i said about your job')).toBeUndefined();
    expect(sorryForOf('sorry i went quiet')).toBeUndefined();
  });
});
