/**
 * The parts of the engagement estimate that move it (src/server/modules/coach/offline/engagement.ts), by key: stored
 * with each generated message so that Progress can show which of them went with replies for this user (issue 19).
 */
export const engagementFactorLabels = {
  profile_detail: 'Mentions a detail from their profile',
  open_question: 'Asks an open question',
  yes_no_question: 'Asks a yes/no question',
  easy_length: 'Easy to read (50-200 characters)',
  a_little_long: 'A little long (200-300 characters)',
  only_greeting: 'Only a greeting',
  looks_compliment: 'Compliments looks',
} as const;
export type EngagementFactorKey = keyof typeof engagementFactorLabels;
