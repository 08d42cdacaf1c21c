/**
 * A saved date idea's content is the idea as JSON (spec 000 §3). Parsed
 * without zod so the Saved screen does not load the schema library.
 */
export interface SavedDateIdea {
  title: string;
  description: string;
  duration?: string;
  location?: string;
  category?: string;
  budget?: string;
}

const OPTIONAL_FIELDS = ['duration', 'location', 'category', 'budget'] as const;

/** The idea, or null when the text is not JSON of that shape. */
export function parseSavedDateIdea(content: string): SavedDateIdea | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.title !== 'string' || typeof record.description !== 'string') return null;
  const idea: SavedDateIdea = { title: record.title, description: record.description };
  for (const field of OPTIONAL_FIELDS) {
    const text = record[field];
    if (typeof text === 'string') idea[field] = text;
    else if (text !== undefined && text !== null) return null;
  }
  return idea;
}
