import path from 'node:path';

/**
 * One-way imports (DESIGN.md): shared imports neither side; client and shared
 * never import server code; server never imports client code; client features
 * do not import each other; lib, components and marketing do not reach up into
 * features or app. Relative imports are resolved, so "../other" is caught too.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

function area(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [side, group, name] = rel;
  return { side, group: side === 'client' ? group : undefined, feature: group === 'features' ? name : undefined };
}

function violation(from, to) {
  if (from.side === 'shared' && to.side !== 'shared') return 'shared code must not import client or server code';
  if (from.side === 'client' && to.side === 'server') return 'client code must not import server code';
  if (from.side === 'server' && to.side === 'client') return 'server code must not import client code';
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

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce one-way imports between source roots' } },
  create(context) {
    const filename = context.filename;
    const from = area(filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else if (source.startsWith('@/')) target = path.join(src, source.slice(2));
      else return;
      const to = area(target);
      if (!to) return;
      const message = violation(from, to);
      if (message) context.report({ node, message });
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
