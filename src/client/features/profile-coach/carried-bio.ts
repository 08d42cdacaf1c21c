import { BIO_INPUT_MAX } from '../../../shared/coach-options';
import { CARRIED_BIO_KEY } from '../../../shared/profile-analyzer';

/** The bio the free analyzer handed over ("Get Full AI Analysis Free"), or '' (decision 0039). */
export function readCarriedBio(): string {
  try {
    return (sessionStorage.getItem(CARRIED_BIO_KEY) ?? '').slice(0, BIO_INPUT_MAX);
  } catch {
    return '';
  }
}

/** Forgets the handed-over bio once Profile Coach has shown it, so it is filled in only once. */
export function clearCarriedBio(): void {
  try {
    sessionStorage.removeItem(CARRIED_BIO_KEY);
  } catch {
    // Storage blocked: nothing was carried.
  }
}
