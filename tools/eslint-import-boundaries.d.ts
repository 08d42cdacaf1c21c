import type { ESLint } from 'eslint';

/** Server modules in layers: a module imports only modules of earlier layers. */
export declare const serverModuleLayers: string[][];
declare const plugin: ESLint.Plugin;
export default plugin;
