/** Enhances the [data-tabs] parts of a page (loaded only on pages that have one). */
export function enhance(_root: ParentNode = document): void {}
