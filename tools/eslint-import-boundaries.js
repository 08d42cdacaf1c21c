import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * One-way imports (DESIGN.md; decisions 0001 and 0025):
 * - shared imports neither side, nor Node's built-in modules (it runs in the browser too);
 * - client and shared never import server code; server never imports client code;
 * - client features do not import each other; lib, components and marketing do not reach up into features or app;
 * - test support (src/test) is imported only by tests (*.test.ts, *.test.tsx) and by test support itself
 *   (e2e/ and scripts/ are outside src and may use it too), and production code imports no test-only package;
 * - on the server, the core (config, db, http) imports no module; a module imports only modules of an earlier
 *   layer (below), never app.ts (it takes its dependencies as AppDeps, from app-deps.ts, which imports types only).
 * Relative imports are resolved, so "../other" is caught too.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/**
 * Server modules in layers: a module imports only modules of earlier layers, so dependencies between modules
 * point one way and cannot form a cycle. A new module gets a place here.
 */
export const serverModuleLayers = [
  ['session'],
  ['users', 'admin'],
  ['metering', 'billing', 'outcomes'],
  ['account', 'analytics', 'client-config', 'coach', 'guides', 'health', 'location', 'pages', 'profile-image', 'saved'],
  ['screenshots', 'progress', 'reminders'],
  ['auth'],
];
const layerOf = new Map(serverModuleLayers.flatMap((names, layer) => names.map((name) => [name, layer])));

/** Packages only tests use: production code that imports one is test code in the wrong place. */
const testOnlyPackages = [
  'vitest',
  '@vitest/',
  '@testing-library/',
  '@playwright/test',
  '@axe-core/playwright',
  'oauth2-mock-server',
  'jsdom',
  'razorpay',
  'http_ece',
];
const nodeBuiltins = new Set(builtinModules);

const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

function area(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [side, group, name] = rel;
  return {
    side,
    group: side === 'client' ? group : undefined,
    feature: group === 'features' ? name : undefined,
    // Server: 'modules' with the module's name, 'app' (app.ts, app-deps.ts, main.ts) or 'core' (the rest).
    server:
      side !== 'server'
        ? undefined
        : group === 'modules'
          ? 'modules'
          : ['app', 'app-deps', 'main'].includes(group.replace(/\.[cm]?[jt]sx?$/, ''))
            ? 'app'
            : 'core',
    module: side === 'server' && group === 'modules' ? name : undefined,
    // Without its extension: an import names a file without one.
    file: rel.join('/').replace(/\.[cm]?[jt]sx?$/, ''),
  };
}

function violation(from, to, fromTest) {
  if (to.side === 'test') {
    if (fromTest || from.side === 'test') return null;
    return 'production code must not import test support (src/test): only tests, src/test, e2e and scripts may';
  }
  if (from.side === 'shared' && to.side !== 'shared') return 'shared code must not import client or server code';
  if (from.side === 'client' && to.side === 'server') return 'client code must not import server code';
  if (from.side === 'server' && to.side === 'client') return 'server code must not import client code';
  if (from.side === 'server' && to.side === 'server' && !fromTest) return serverViolation(from, to);
  if (from.side !== 'client' || to.side !== 'client') return null;
  if (from.group === 'features' && to.group === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}": move shared code to components or lib`;
  }
  const lower = new Set(['lib', 'components', 'marketing', 'styles']);
  if (lower.has(from.group) && (to.group === 'features' || to.group === 'app')) {
    return `${from.group} must not import ${to.group} (imports point one way: app -> features -> components/lib)`;
  }
  if (from.group === 'features' && to.group === 'app') return 'features must not import app';
  return null;
}

function serverViolation(from, to) {
  if (from.server === 'core' && to.server !== 'core') {
    return `server core (config, db, http) must not import ${to.server === 'modules' ? 'modules' : to.file}`;
  }
  if (from.server === 'modules' && (to.file === 'server/app' || to.file === 'server/main')) {
    return `modules must not import ${to.file}: take dependencies as AppDeps (server/app-deps.ts)`;
  }
  if (from.server !== 'modules' || to.server !== 'modules' || from.module === to.module) return null;
  const fromLayer = layerOf.get(from.module);
  const toLayer = layerOf.get(to.module);
  if (fromLayer === undefined || toLayer === undefined) {
    const unknown = fromLayer === undefined ? from.module : to.module;
    return `server module "${unknown}" has no layer: add it to serverModuleLayers (tools/eslint-import-boundaries.js)`;
  }
  if (toLayer >= fromLayer) {
    return `server module "${from.module}" must not import module "${to.module}": modules import only earlier layers (serverModuleLayers)`;
  }
  return null;
}

function packageViolation(from, source) {
  if (from.side === 'shared' && (source.startsWith('node:') || nodeBuiltins.has(source))) {
    return `shared code runs in the browser too: it must not import the Node module "${source}"`;
  }
  if (from.side === 'test') return null;
  const pkg = testOnlyPackages.find((p) =>
    p.endsWith('/') ? source.startsWith(p) : source === p || source.startsWith(`${p}/`),
  );
  if (pkg) return `production code must not import the test-only package "${source}": test code goes in src/test`;
  return null;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce one-way imports between source roots' } },
  create(context) {
    const filename = context.filename;
    const from = area(filename);
    if (!from) return {};
    const fromTest = isTestFile(filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else if (source.startsWith('@/')) target = path.join(src, source.slice(2));
      else {
        const message = fromTest ? null : packageViolation(from, source);
        if (message) context.report({ node, message });
        return;
      }
      const to = area(target);
      if (!to) return;
      const message = violation(from, to, fromTest);
      if (message) context.report({ node, message });
      else if (from.file === 'server/app-deps' && node.type !== 'ImportExpression' && !typeOnly(node)) {
        context.report({ node, message: 'app-deps.ts is a leaf: it imports types only' });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
