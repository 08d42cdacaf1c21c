import { useId, useRef, useState, type RefObject } from 'react';
import { completeFillIns, fillInGaps, type FillInGap } from '../../shared/fill-ins';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { toast } from './ui/use-toast';

export interface FillIns {
  gaps: FillInGap[];
  answers: string[];
  setAnswer: (index: number, value: string) => void;
  /** The text with every gap filled, or null while one is blank. */
  completed: string | null;
  /** The completed text, or null after pointing the user at the first blank gap (nothing is copied with a gap). */
  ready: () => string | null;
  fieldsRef: RefObject<HTMLDivElement | null>;
}

/**
 * The gaps of a coach text ("[your answer]") and the user's words for them: Copy and Save take the completed text,
 * never the gap (decision 0054). `what` names the text in the toast ("the bio", "the reply").
 */
export function useFillIns(text: string, what: string): FillIns {
  const gaps = fillInGaps(text);
  const [answers, setAnswers] = useState<string[]>(() => gaps.map(() => ''));
  const fieldsRef = useRef<HTMLDivElement>(null);
  const completed = completeFillIns(text, answers);
  const ready = () => {
    if (completed !== null) return completed;
    const blank = answers.findIndex((a) => !a.trim());
    fieldsRef.current?.querySelectorAll('input')[blank]?.focus();
    toast({
      title: gaps.length === 1 ? 'Fill in the gap first' : 'Fill in the gaps first',
      description: `Add your own words in ${gaps.length === 1 ? 'the field' : 'each field'} below ${what}, then copy it.`,
      variant: 'destructive',
    });
    return null;
  };
  const setAnswer = (index: number, value: string) => setAnswers((all) => all.map((a, j) => (j === index ? value : a)));
  return { gaps, answers, setAnswer, completed, ready, fieldsRef };
}

/** A field per gap, labelled with what the gap asks for; nothing when the text has no gap. */
export function FillInFields({ fillIns }: { fillIns: FillIns }) {
  const baseId = useId();
  const { gaps, answers, setAnswer, fieldsRef } = fillIns;
  if (gaps.length === 0) return null;
  return (
    <div ref={fieldsRef} className="w-full space-y-3 rounded-lg bg-amber-50 p-3" data-testid="fill-in-fields">
      <p className="text-sm font-medium text-amber-900">
        Only you know these words: fill in {gaps.length === 1 ? 'the gap' : 'each gap'} before you copy it.
      </p>
      {gaps.map((gap, i) => (
        <div key={`${gap.start}-${gap.prompt}`} className="space-y-1">
          <Label htmlFor={`${baseId}-${i}`}>{gap.prompt}</Label>
          <Input
            id={`${baseId}-${i}`}
            value={answers[i] ?? ''}
            maxLength={80}
            onChange={(event) => setAnswer(i, event.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
