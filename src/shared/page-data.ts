/**
 * The API's answers a server-rendered screen shows on its first view, by path: each is the GET answer of that path
 * for the signed-in user, and the data of the query keyed `[path]` (decision 0046).
 */
export type PageData = Record<string, unknown>;

/** Answers GETs of these API paths as the signed-in user; a path it could not answer is left out. */
export type FetchPageData = (paths: string[]) => Promise<PageData>;
