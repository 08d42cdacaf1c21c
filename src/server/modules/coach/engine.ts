import type {
  DateIdeasResponse,
  GenerateDateIdeasRequest,
  GenerateMessagesRequest,
  MessagesResponse,
  CoachSource,
  ProfileAnalysis,
  Tip,
  TipCategory,
} from '../../../shared/schemas/coach';

/** Onboarding answers (spec 000 §3 "Preferences"), when the user gave them and allows personalisation. */
export interface CoachPreferences {
  datingGoal: 'serious' | 'casual' | 'confidence' | null;
  age: number | null;
  interests: string[];
  challenges: string | null;
}

/** The user's detected city and country (ISO code), either unknown. */
interface HomePlace {
  city: string | null;
  countryCode: string | null;
}

/** What every call may use besides its own input. */
/** Who asks: the signed-in user and what the coach may use of theirs. */
export interface CoachUser {
  id: string;
  /** Null when there are no onboarding answers or personalisation is off. */
  preferences: CoachPreferences | null;
  home: HomePlace | null;
}

export interface CoachContext {
  preferences: CoachPreferences | null;
  /** Date Ideas only: where the user is, to read a place they typed (or fill in a blank one). */
  home?: HomePlace | null;
  /** Aborted when the caller goes away (the browser closed a stream): the work stops, nothing is charged. */
  signal?: AbortSignal;
  /** Receives the answer as it grows, in the response's shape; engines that cannot stream never call it. */
  onPartial?: (partial: unknown) => void;
  /** Told why, when a configured model failed and the offline coach answered instead. */
  onFallback?: (failure: string) => void;
  /** The offline coach's rules behind the answer ("reply-acts/rejection"), told as they decide (eval and debugging). */
  onRule?: (rule: string) => void;
}

export interface TipRequest {
  category: TipCategory;
  /** Library ids of the user's last tips in this category: the next one is none of them. */
  recentTipIds: string[];
  /** Picks among the remaining tips, so the same request gives the same tip. */
  seed: string;
}

/**
 * A Message Helper request as the engines take it: the match's details, their message, or the conversation as
 * labelled lines ("Them: …" / "Me: …", conversationText), always as `matchInfo`.
 */
export type MessagesTask = Omit<GenerateMessagesRequest, 'matchInfo' | 'conversation'> & { matchInfo: string };

/** A tip with the library id it came from (null when a model wrote it). */
export type EngineTip = Tip & { tipId: string | null; source?: CoachSource };

/**
 * The coach: one interface, two engines (the offline coach, the default,
 * and a language model when AI_MODEL is set, which falls back to the
 * offline coach: resilient-engine.ts). Answers say who wrote them (`source`).
 */
export interface CoachEngine {
  readonly name: 'offline' | 'llm';
  analyzeProfile(bio: string, context: CoachContext): Promise<ProfileAnalysis>;
  generateMessages(request: MessagesTask, context: CoachContext): Promise<MessagesResponse>;
  generateDateIdeas(request: GenerateDateIdeasRequest, context: CoachContext): Promise<DateIdeasResponse>;
  generateTip(request: TipRequest, context: CoachContext): Promise<EngineTip>;
}
