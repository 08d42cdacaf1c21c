import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bestLabel, MODEL_URL, type ActModel } from '../../src/server/modules/coach/offline/act-model';
import { type Example, labelOf, readExamples, setOf, TRAIN_OPTIONS, trainActModel } from './act-model-training';

const example = (id: string, label: string, words: string[]): Example => ({
  id,
  set: setOf(id),
  label,
  features: words.map((w) => `w:${w}`),
});

describe('training the act reader', () => {
  it('learns labels its words separate, the same way every time', () => {
    const examples = [
      example('aa001', 'flirt', ['smile', 'phone']),
      example('aa002', 'flirt', ['smile', 'cute']),
      example('aa003', 'invitation', ['drink', 'friday']),
      example('aa004', 'invitation', ['drink', 'saturday']),
    ];
    const model = trainActModel(examples, { ...TRAIN_OPTIONS, l2: 0.001 });
    expect(model.labels).toEqual(['flirt', 'invitation']);
    expect(bestLabel(model, ['w:smile']).act).toBe('flirt');
    expect(bestLabel(model, ['w:drink']).act).toBe('invitation');
    expect(trainActModel(examples, { ...TRAIN_OPTIONS, l2: 0.001 })).toEqual(model);
  });

  it('leaves out words seen in too few messages', () => {
    const examples = [example('aa001', 'flirt', ['smile', 'once']), example('aa002', 'chat', ['smile'])];
    expect(trainActModel(examples, { ...TRAIN_OPTIONS, minCount: 2 }).weights['w:once']).toBeUndefined();
  });

  it('answers a story and small talk alike, and groups messages by the set they came from', () => {
    expect(['story', 'small-talk', 'flirt'].map(labelOf)).toEqual(['chat', 'chat', 'flirt']);
    expect([setOf('dk012'), setOf('r07'), setOf('h12')]).toEqual(['dk', 'situations', 'situations']);
  });

  it('ships the model that the development and training messages, and only they, train (npm run train:reply-acts)', () => {
    const { dev, training } = readExamples('.');
    expect(training.length).toBeGreaterThan(0);
    expect(training.every((e) => e.set.startsWith('t'))).toBe(true);
    const shipped = JSON.parse(fs.readFileSync(MODEL_URL, 'utf8')) as ActModel;
    // As written to the file: JSON has no -0, which a weight can be.
    const trained = JSON.parse(JSON.stringify(trainActModel([...dev, ...training]))) as ActModel;
    expect(trained).toEqual(shipped);
  });
});
