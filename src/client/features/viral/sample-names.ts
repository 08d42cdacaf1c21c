/** Spare first names for sample rows, used when a sample name would repeat the signed-in user's. */
const spareNames = ['Rowan', 'Noor', 'Tomás', 'Kemi', 'Ilse', 'Arjun', 'Mei', 'Callum'];

/** The first word of a name, compared without case or accents ("Priya S." and "priya" match). */
function firstWord(name: string): string {
  return (name.trim().split(/[\s,]+/)[0] ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Sample rows with no name that repeats the user's first name: a row whose name starts with it takes
 * a spare first name (the rest, such as "S." or ", 29", stays), never one already shown or the user's.
 */
export function avoidUserName<T extends { name: string }>(
  rows: readonly T[],
  userFirstName: string | null | undefined,
): T[] {
  const own = firstWord(userFirstName ?? '');
  if (!own) return [...rows];
  const taken = new Set(rows.map((row) => firstWord(row.name)));
  const spares = spareNames.filter((name) => !taken.has(firstWord(name)) && firstWord(name) !== own);
  return rows.map((row) => {
    if (firstWord(row.name) !== own) return row;
    const first = row.name.trim().split(/[\s,]+/)[0]!;
    const spare = spares.shift() ?? 'Sample member';
    return { ...row, name: spare + row.name.trim().slice(first.length) };
  });
}
