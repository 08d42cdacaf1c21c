import { z } from 'zod';
import type { HttpError } from './errors';

/**
 * A row's id from the path. One that is not a UUID cannot be one of the caller's rows, so it gets the same 404 as
 * another user's row (nothing tells the two apart).
 */
export function ownedId(id: string, notFound: () => HttpError): string {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
}
