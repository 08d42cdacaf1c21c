import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectLicenses,
  importsOf,
  LICENSE_NOT_STATED,
  normalizeRepositoryUrl,
  packageNameOf,
  readPackageLicense,
} from './licenses';

describe('normalizeRepositoryUrl', () => {
  it.each([
    ['git+https://github.com/x/y.git', 'https://github.com/x/y'],
    ['github:x/y', 'https://github.com/x/y'],
    ['x/y', 'https://github.com/x/y'],
    ['gitlab:x/y', 'https://gitlab.com/x/y'],
    ['bitbucket:x/y', 'https://bitbucket.org/x/y'],
    ['git://github.com/x/y.git', 'https://github.com/x/y'],
    ['git+ssh://git@github.com/x/y.git', 'https://github.com/x/y'],
    ['git@github.com:x/y.git', 'https://github.com/x/y'],
    ['http://github.com/x/y', 'https://github.com/x/y'],
    ['https://github.com/x/y#readme', 'https://github.com/x/y'],
    ['https://gitlab.example.org/group/sub/y.git', 'https://gitlab.example.org/group/sub/y'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRepositoryUrl(input)).toBe(expected);
  });

  it('reads the url of a repository object', () => {
    expect(
      normalizeRepositoryUrl({ type: 'git', url: 'git+https://github.com/x/y.git', directory: 'packages/y' }),
    ).toBe('https://github.com/x/y');
  });

  it('gives null when there is nothing usable', () => {
    expect(normalizeRepositoryUrl(undefined)).toBeNull();
    expect(normalizeRepositoryUrl('')).toBeNull();
    expect(normalizeRepositoryUrl({ type: 'git' })).toBeNull();
    expect(normalizeRepositoryUrl('not a repository')).toBeNull();
  });
});

describe('packageNameOf', () => {
  it('maps specifiers to package names', () => {
    expect(packageNameOf('react')).toBe('react');
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
    expect(packageNameOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageNameOf('@fontsource-variable/fraunces/files/x.woff2')).toBe('@fontsource-variable/fraunces');
    expect(packageNameOf('./local')).toBeNull();
    expect(packageNameOf('node:fs')).toBeNull();
  });
});

describe('importsOf', () => {
  it('finds run-time imports and skips type-only ones and comments', () => {
    const source = [
      "import { a, type B } from 'alpha';",
      "import type { C } from 'beta';",
      "import './side-effect.css';",
      'import {',
      '  d,',
      '  e,',
      "} from 'gamma/sub';",
      "export { f } from './f';",
      "export type { G } from 'delta';",
      "// import x from 'commented';",
      "/* import y from 'blocked'; */",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(importsOf(source, 'code').sort()).toEqual(['./f', './lazy', './side-effect.css', 'alpha', 'gamma/sub']);
  });

  it('finds @import and url() in stylesheets', () => {
    const css = "@import 'tailwindcss' source('..');\n@font-face { src: url('@fontsource-variable/x/files/a.woff2'); }";
    expect(importsOf(css, 'css')).toEqual(['tailwindcss', '@fontsource-variable/x/files/a.woff2']);
  });
});

describe('collectLicenses (a temporary project)', () => {
  let root: string;
  const write = (file: string, content: unknown) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'licenses-'));
    write('package.json', {
      name: 'app',
      version: '1.0.0',
      dependencies: { 'server-lib': '^1.0.0', 'shared-lib': '^2.0.0' },
      devDependencies: { 'ui-lib': '^3.0.0', '@scope/icons': '^1.0.0', 'test-only': '^1.0.0', 'font-pkg': '^1.0.0' },
    });
    write('node_modules/server-lib/package.json', {
      name: 'server-lib',
      version: '1.2.3',
      license: 'MIT',
      description: 'Runs on the server. 🚀 ',
      repository: 'git+https://github.com/acme/server-lib.git',
    });
    write('node_modules/shared-lib/package.json', {
      name: 'shared-lib',
      version: '2.0.1',
      license: 'Apache-2.0',
      description: 'Used on both sides',
      repository: 'github:acme/shared-lib',
    });
    // No license field, homepage over http, a repository object.
    write('node_modules/ui-lib/package.json', {
      name: 'ui-lib',
      version: '3.4.5',
      homepage: 'http://ui-lib.example.org',
      repository: { type: 'git', url: 'git+https://github.com/acme/ui-lib.git' },
    });
    // The legacy "licenses" array and no link at all.
    write('node_modules/@scope/icons/package.json', {
      name: '@scope/icons',
      version: '1.0.0',
      licenses: [{ type: 'ISC' }],
    });
    write('node_modules/font-pkg/package.json', { name: 'font-pkg', version: '1.1.0', license: 'OFL-1.1' });
    write('node_modules/test-only/package.json', { name: 'test-only', version: '9.9.9', license: 'MIT' });

    write('src/main.tsx', "import { x } from 'ui-lib';\nimport { App } from './app';\nimport './styles.css';\n");
    write('src/app/index.tsx', "import { Icon } from '@scope/icons/dist/icon';\nimport { z } from 'shared-lib';\n");
    write('src/styles.css', "@font-face { src: url('font-pkg/files/a.woff2'); }\n");
    write('src/app.test.ts', "import { expect } from 'test-only';\n");
    write('src/site.ts', "import fs from 'node:fs';\nimport { y } from 'undeclared-lib';\n");
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists what the browser bundles and what the server runs, read from node_modules', () => {
    const inventory = collectLicenses(root, ['src/main.tsx', 'src/site.ts']);
    expect(inventory.browser.map((p) => p.name)).toEqual(['@scope/icons', 'font-pkg', 'shared-lib', 'ui-lib']);
    expect(inventory.server.map((p) => p.name)).toEqual(['server-lib', 'shared-lib']);
    expect(inventory.server[0]).toEqual({
      name: 'server-lib',
      version: '1.2.3',
      license: 'MIT',
      description: 'Runs on the server.',
      url: 'https://github.com/acme/server-lib',
    });
  });

  it('handles a missing license field, the legacy licenses array, emoji in descriptions, and links', () => {
    expect(readPackageLicense(root, 'ui-lib')).toMatchObject({
      license: LICENSE_NOT_STATED,
      url: 'https://ui-lib.example.org',
      description: '',
    });
    expect(readPackageLicense(root, '@scope/icons')).toMatchObject({ license: 'ISC', url: null });
    expect(readPackageLicense(root, 'shared-lib').url).toBe('https://github.com/acme/shared-lib');
  });
});

describe('collectLicenses (this project)', () => {
  it('reads the installed versions of react, fastify and zod', () => {
    const inventory = collectLicenses();
    const installed = (name: string) =>
      (JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    const all = [...inventory.browser, ...inventory.server];
    for (const name of ['react', 'fastify', 'zod']) {
      expect(all.find((p) => p.name === name)?.version).toBe(installed(name));
    }
    expect(inventory.browser.map((p) => p.name)).toContain('react');
    expect(inventory.browser.map((p) => p.name)).not.toContain('vitest');
    expect(inventory.server.map((p) => p.name)).toContain('fastify');
  });
});
