import { CloudOff, Cpu } from 'lucide-react';
import type { CoachSource } from '../../shared/schemas/coach';
import { Badge } from './ui/badge';

/**
 * Who wrote an AI answer, said plainly: the offline coach (rules and curated
 * libraries), either because that is how Datewise is set up or because the
 * AI model failed just now (then the answer was free). Parts a model left out
 * and the offline coach filled are counted too. Nothing shows for a whole
 * model answer.
 */
export function CoachSourceNote({ source }: { source: CoachSource | undefined }) {
  if (!source) return null;
  if (source.engine === 'offline') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="coach-source">
        <Badge variant="outline">
          {source.fallback ? <CloudOff aria-hidden="true" /> : <Cpu aria-hidden="true" />}
          Offline coach
        </Badge>
        <span>
          {source.fallback
            ? 'The AI model did not answer just now, so our offline coach did. This answer was free.'
            : 'Written by our offline coach: our rules, curated advice and a small model of our own; no AI language model.'}
        </span>
      </p>
    );
  }
  if (source.offlineParts.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="coach-source">
      <Badge variant="outline">
        <Cpu aria-hidden="true" />
        Partly offline coach
      </Badge>
      <span>
        The AI model left {source.offlineParts.length === 1 ? 'one part' : `${source.offlineParts.length} parts`} out;
        our offline coach filled {source.offlineParts.length === 1 ? 'it' : 'them'} (marked below).
      </span>
    </p>
  );
}

/** Whether the offline coach filled this part of a model's answer ("improvedBio", "breakdown.Length", "messages.3"). */
export function isOfflinePart(source: CoachSource | undefined, part: string): boolean {
  return source?.engine === 'model' && source.offlineParts.includes(part);
}
