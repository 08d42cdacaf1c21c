import fs from 'node:fs';
import path from 'node:path';

/**
 * A value generated once and kept in the data folder (VAPID keys, the unsubscribe secret): read when the file
 * exists, else made and written (readable by this user only). `wx` makes a second writer read the first's file.
 */
export function keptInDataDir<T>(dataDir: string, file: string, make: () => T): T {
  const filePath = path.join(dataDir, file);
  try {
    return JSON.parse(fs.readFileSync(filePath, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = make();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(filePath, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(filePath, 'utf8')) as T;
  }
}
