import { and, desc, eq } from 'drizzle-orm';
import type { SaveResponseRequest, SavedItem } from '../../../shared/schemas/saved';
import type { Db } from '../../db/client';
import { savedResponses } from '../../db/schema';

/** A user may keep this many items; beyond it the oldest must be deleted first. */
export const SAVED_ITEMS_MAX = 500;

type Row = typeof savedResponses.$inferSelect;

function toItem(row: Row): SavedItem {
  return {
    id: row.id,
    type: row.type as SavedItem['type'],
    content: row.content,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    metadata: row.metadata ?? null,
  };
}

export async function saveItem(db: Db, userId: string, item: SaveResponseRequest): Promise<SavedItem> {
  const [row] = await db
    .insert(savedResponses)
    .values({
      userId,
      type: item.type,
      content: item.content,
      title: item.title || null,
      metadata: item.metadata ?? null,
    })
    .returning();
  return toItem(row!);
}

export async function listItems(db: Db, userId: string): Promise<SavedItem[]> {
  const rows = await db
    .select()
    .from(savedResponses)
    .where(eq(savedResponses.userId, userId))
    .orderBy(desc(savedResponses.createdAt), desc(savedResponses.id));
  return rows.map(toItem);
}

export async function countItems(db: Db, userId: string): Promise<number> {
  return db.$count(savedResponses, eq(savedResponses.userId, userId));
}

/** Deletes the item only when it is the user's; false when there was none. */
export async function deleteItem(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedResponses)
    .where(and(eq(savedResponses.id, id), eq(savedResponses.userId, userId)))
    .returning({ id: savedResponses.id });
  return deleted.length > 0;
}
