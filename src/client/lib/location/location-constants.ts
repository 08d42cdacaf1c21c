/** Spec 000 §9 (geolocation) and §4 (updater, prompt card): every timing of location detection. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** A cached browser position is accepted up to this age, except when a precise (fresh) one is asked for. */
export const CACHED_POSITION_MAX_AGE_MS = 5 * 60_000;
/** Background updates are skipped when the last one happened less than this long ago. */
export const RECENT_UPDATE_WINDOW_MS = 5 * 60_000;
export const FIRST_UPDATE_DELAY_MS = 2_000;
export const PRECISE_ATTEMPT_DELAY_MS = 5_000;
export const PERIODIC_CHECK_MS = 30 * 60_000;
export const PROMPT_CARD_HIDE_DELAY_MS = 2_000;

/** Coordinates are sent rounded to 3 decimals (about 100 m): enough for the city, no more than needed. */
export const COORDINATE_DECIMALS = 3;

/** Spec 000 §8, "Location (internal messages)": why a location update did not happen. */
export const locationMessages = {
  noLocationData: 'No location data available',
  couldNotObtain: 'Could not obtain any location data',
  updatedRecently: 'Updated recently',
  noBetterData: 'No better data available',
} as const;

/** Spec 000 §8, "Location server replies". */
export const locationReplyMessages = {
  html: 'Authentication required - please refresh the page',
  nonJson: 'Server returned non-JSON response - please refresh the page',
  failed: 'Failed to update location',
} as const;
