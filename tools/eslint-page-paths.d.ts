import type { Linter } from 'eslint';

/** The `no-restricted-syntax` entries that refuse page-path literals. */
export declare const pagePathSelectors: { selector: string; message: string }[];
/** The flat-config block that applies them to client code, tests excepted. */
export declare const pagePathsConfig: Linter.Config;
