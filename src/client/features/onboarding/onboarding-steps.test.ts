import { describe, expect, it } from 'vitest';
import {
  answersFrom,
  canContinue,
  describeRejection,
  emptyAnswers,
  parseAge,
  toggleInterest,
  toRequest,
  type Answers,
} from './onboarding-steps';

const filled: Answers = { datingGoal: 'serious', interests: ['Music', 'Cooking'], age: '', challenges: '' };

describe('canContinue (spec 000 §4)', () => {
  it('needs a goal on step 1, an interest on step 2, and nothing on step 3', () => {
    expect(canContinue(1, emptyAnswers)).toBe(false);
    expect(canContinue(1, { ...emptyAnswers, datingGoal: 'casual' })).toBe(true);
    expect(canContinue(2, { ...emptyAnswers, datingGoal: 'casual' })).toBe(false);
    expect(canContinue(2, { ...emptyAnswers, interests: ['Art'] })).toBe(true);
    expect(canContinue(3, emptyAnswers)).toBe(true);
  });
});

describe('toggleInterest', () => {
  it('adds and removes, keeping the list in the spec order', () => {
    expect(toggleInterest([], 'Cooking')).toEqual(['Cooking']);
    expect(toggleInterest(['Cooking'], 'Music')).toEqual(['Music', 'Cooking']);
    expect(toggleInterest(['Music', 'Cooking'], 'Music')).toEqual(['Cooking']);
  });
});

describe('parseAge', () => {
  it('is null when empty and a whole number within 18-120 otherwise', () => {
    expect(parseAge('')).toEqual({ ok: true, age: null });
    expect(parseAge('  ')).toEqual({ ok: true, age: null });
    expect(parseAge('29')).toEqual({ ok: true, age: 29 });
    expect(parseAge(' 18 ')).toEqual({ ok: true, age: 18 });
    expect(parseAge('120')).toEqual({ ok: true, age: 120 });
  });

  it('explains what is wrong', () => {
    expect(parseAge('17')).toEqual({ ok: false, message: 'You need to be at least 18 to use Datewise.' });
    expect(parseAge('121')).toEqual({ ok: false, message: 'Please enter an age of 120 or less.' });
    for (const bad of ['29.5', '-20', 'abc', '2e1']) {
      expect(parseAge(bad)).toEqual({ ok: false, message: 'Enter your age as a whole number, like 29.' });
    }
  });
});

describe('toRequest', () => {
  it('sends age "" as null and challenges "" as null', () => {
    expect(toRequest(filled)).toEqual({
      ok: true,
      request: { datingGoal: 'serious', age: null, interests: ['Music', 'Cooking'], challenges: null },
    });
  });

  it('sends age "29" as the integer 29 and trims the challenge', () => {
    expect(toRequest({ ...filled, age: '29', challenges: '  Starting conversations \n' })).toEqual({
      ok: true,
      request: {
        datingGoal: 'serious',
        age: 29,
        interests: ['Music', 'Cooking'],
        challenges: 'Starting conversations',
      },
    });
    expect(toRequest({ ...filled, challenges: '   ' })).toMatchObject({ request: { challenges: null } });
  });

  it('stops on an age the server would refuse', () => {
    expect(toRequest({ ...filled, age: '16' })).toEqual({
      ok: false,
      ageMessage: 'You need to be at least 18 to use Datewise.',
    });
  });
});

describe('answersFrom', () => {
  it('starts empty without saved answers, and from the saved ones otherwise', () => {
    expect(answersFrom(undefined)).toEqual(emptyAnswers);
    expect(answersFrom({ datingGoal: null, age: null, interests: [], challenges: null })).toEqual(emptyAnswers);
    expect(
      answersFrom({ datingGoal: 'confidence', age: 31, interests: ['Travel', 'Knitting', 'Art'], challenges: 'Shy' }),
    ).toEqual({ datingGoal: 'confidence', age: '31', interests: ['Travel', 'Art'], challenges: 'Shy' });
  });
});

describe('describeRejection', () => {
  it('turns the server message into a sentence naming the field', () => {
    expect(describeRejection('age: must be at least 18')).toEqual({ field: 'age', text: 'Age must be at least 18.' });
    expect(describeRejection('interests.0: must be among Music, Travel')).toEqual({
      field: 'interests',
      text: 'Interests must be among Music, Travel.',
    });
    expect(describeRejection('Something else')).toEqual({ field: null, text: 'Something else' });
  });
});
