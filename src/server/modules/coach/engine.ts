import type {
  DateIdeasResponse,
  GenerateDateIdeasRequest,
  GenerateMessagesRequest,
  MessagesResponse,
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

/** What every call may use besides its own input. */
export interface CoachContext {
  preferences: CoachPreferences | null;
}

export interface TipRequest {
  category: TipCategory;
  /** Library ids of the user's last tips in this category: the next one is none of them. */
  recentTipIds: string[];
  /** Picks among the remaining tips, so the same request gives the same tip. */
  seed: string;
}

/** A tip with the library id it came from (null when a model wrote it). */
export type EngineTip = Tip & { tipId: string | null };

/**
 * The coach: one interface, two engines (the local rules engine, the
 * default, and an OpenAI-compatible model when `AI_BASE_URL` is set).
 * Engines throw on failure; the caller refunds the charge.
 */
export interface CoachEngine {
  readonly name: 'local' | 'llm';
  analyzeProfile(bio: string, context: CoachContext): Promise<ProfileAnalysis>;
  generateMessages(request: GenerateMessagesRequest, context: CoachContext): Promise<MessagesResponse>;
  generateDateIdeas(request: GenerateDateIdeasRequest, context: CoachContext): Promise<DateIdeasResponse>;
  generateTip(request: TipRequest, context: CoachContext): Promise<EngineTip>;
}
