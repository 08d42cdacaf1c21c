/**
 * Page paths come from the route table (src/shared/routes.ts; decision 0026): in the client, a link, a redirect or
 * a route names its path (`paths.saved`, `blogPostPath(slug)`, `authPaths.signIn`) instead of writing it. This
 * config refuses a string that looks like a page path (starts with one "/", not "/api/", no "." as in an asset
 * file) where a path goes: JSX `to` and `href`, `to`, `href` and `path` properties, `navigate()` and
 * `redirect()`, and `location.assign()`, `location.replace()` and `location.href =`. Tests may write paths.
 *
 * It is `no-restricted-syntax`, which does not merge across config blocks: a later block that sets the rule for
 * client files must include these selectors (`pagePathSelectors`).
 */

// esquery regexes cannot hold "/", hence \x2F.
const pagePath = String.raw`/^\x2F(?!\x2F|api\x2F)[^.]*$/`;
const literal = `Literal[value=${pagePath}]`;
const template = `TemplateLiteral[quasis.0.value.raw=${pagePath}]`;
const pathValue = `:matches(${literal}, ${template})`;

const message =
  'Write no page path in client code: use the route table in src/shared/routes.ts (paths.x, blogPostPath(), authPaths).';

export const pagePathSelectors = [
  `JSXAttribute[name.name=/^(to|href)$/] > ${literal}`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > ${pathValue}`,
  `Property[key.name=/^(to|href|path)$/] > ${pathValue}.value`,
  `CallExpression[callee.name=/^(navigate|redirect)$/] > ${pathValue}.arguments`,
  `CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location'] > ${pathValue}.arguments`,
  `CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location'] > ${pathValue}.arguments`,
  `AssignmentExpression[left.property.name='href'] > ${pathValue}.right`,
].map((selector) => ({ selector, message }));

/** The flat-config block: client code, tests excepted. */
export const pagePathsConfig = {
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: ['src/client/**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-syntax': ['error', ...pagePathSelectors] },
};
