import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { serverModuleLayers } from './eslint-import-boundaries.js';

const src = path.resolve(import.meta.dirname, '../src');
const linter = new Linter();
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { datewise: boundaries },
    rules: { 'datewise/import-boundaries': 'error' as const },
  },
];

function messages(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(src, file) }).map((m) => m.message);
}

describe('import-boundaries', () => {
  it('allows the one-way imports', () => {
    expect(messages('client/features/home/home-page.tsx', "import { x } from '../../lib/auth';")).toEqual([]);
    expect(messages('client/app/router.tsx', "import { y } from '../features/home/home-page';")).toEqual([]);
    expect(messages('server/app.ts', "import { z } from '../shared/routes';")).toEqual([]);
    expect(messages('client/features/home/a.ts', "import { b } from './b'; import React from 'react';")).toEqual([]);
  });

  it('refuses imports that point the wrong way', () => {
    expect(messages('shared/routes.ts', "import { a } from '../client/lib/auth';")).toEqual([
      'shared code must not import client or server code',
    ]);
    expect(messages('client/lib/auth.ts', "export * from '../../server/config';")).toEqual([
      'client code must not import server code',
    ]);
    expect(messages('server/app.ts', "const m = import('../client/main');")).toEqual([
      'server code must not import client code',
    ]);
    expect(messages('client/features/home/home-page.tsx', "import { s } from '../settings/page';")).toEqual([
      'feature "home" must not import feature "settings": move shared code to components or lib',
    ]);
    expect(messages('client/components/x.tsx', "import { r } from '../app/router';")).toEqual([
      'components must not import app (imports point one way: app -> features -> components/lib)',
    ]);
    expect(messages('client/features/home/x.tsx', "import { r } from '@/client/app/router';")).toEqual([
      'features must not import app',
    ]);
  });

  it('keeps test support out of production code', () => {
    const testSupport = "import { renderScreen } from '../../../test/client/render-screen';";
    expect(messages('client/features/home/home-page.test.tsx', `${testSupport} import { it } from 'vitest';`)).toEqual(
      [],
    );
    expect(
      messages('test/server/razorpay-app.ts', "import { buildApp } from '../../server/app'; import 'vitest';"),
    ).toEqual([]);
    expect(messages('client/features/home/home-page.tsx', testSupport)).toEqual([
      'production code must not import test support (src/test): only tests, src/test, e2e and scripts may',
    ]);
    expect(messages('server/modules/coach/llm/provider.ts', "import type { F } from '@/test/server/fake';")).toEqual([
      'production code must not import test support (src/test): only tests, src/test, e2e and scripts may',
    ]);
    expect(messages('client/lib/location/stubs.ts', "import { vi } from 'vitest';")).toEqual([
      'production code must not import the test-only package "vitest": test code goes in src/test',
    ]);
    expect(messages('client/lib/x.ts', "import { render } from '@testing-library/react';")).toEqual([
      'production code must not import the test-only package "@testing-library/react": test code goes in src/test',
    ]);
  });

  it('keeps Node out of shared code', () => {
    expect(messages('shared/plans.ts', "import { createHash } from 'node:crypto';")).toEqual([
      'shared code runs in the browser too: it must not import the Node module "node:crypto"',
    ]);
    expect(messages('shared/plans.ts', "import fs from 'fs/promises';")).toEqual([
      'shared code runs in the browser too: it must not import the Node module "fs/promises"',
    ]);
    expect(messages('shared/plans.ts', "import { z } from 'zod';")).toEqual([]);
    expect(messages('shared/plans.test.ts', "import fs from 'node:fs';")).toEqual([]);
  });

  it('keeps server dependencies one way', () => {
    expect(
      messages('server/modules/users/routes.ts', "import { requireUser } from '../session/session-cookie';"),
    ).toEqual([]);
    expect(messages('server/modules/auth/routes.ts', "import { toUserView } from '../users/user-view';")).toEqual([]);
    expect(messages('server/modules/users/user-view.ts', "import type { S } from '../auth/routes';")).toEqual([
      'server module "users" must not import module "auth": modules import only earlier layers (serverModuleLayers)',
    ]);
    expect(messages('server/modules/users/x.ts', "import { requireAdmin } from '../admin/require-admin';")).toEqual([
      'server module "users" must not import module "admin": modules import only earlier layers (serverModuleLayers)',
    ]);
    expect(messages('server/modules/newcomer/routes.ts', "import { s } from '../session/guard';")).toEqual([
      'server module "newcomer" has no layer: add it to serverModuleLayers (tools/eslint-import-boundaries.js)',
    ]);
    expect(messages('server/modules/saved/routes.ts', "import type { AppDeps } from '../../app';")).toEqual([
      'modules must not import server/app: take dependencies as AppDeps (server/app-deps.ts)',
    ]);
    expect(messages('server/modules/saved/routes.ts', "import type { AppDeps } from '../../app-deps';")).toEqual([]);
    expect(messages('server/http/errors.ts', "import { x } from '../modules/session/guard';")).toEqual([
      'server core (config, db, http) must not import modules',
    ]);
    expect(messages('server/db/client.ts', "import type { AppDeps } from '../app-deps';")).toEqual([
      'server core (config, db, http) must not import server/app-deps',
    ]);
    expect(messages('server/app-deps.ts', "import type { Config } from './config';")).toEqual([]);
    expect(messages('server/app-deps.ts', "import { type Db, openDatabase } from './db/client';")).toEqual([
      'app-deps.ts is a leaf: it imports types only',
    ]);
    // A module's own tests may reach anywhere on the server.
    expect(messages('server/modules/users/routes.test.ts', "import { buildApp } from '../../app';")).toEqual([]);
  });

  it('lists every server module in exactly one layer', () => {
    const names = serverModuleLayers.flat();
    expect(new Set(names).size).toBe(names.length);
    const folders = fs
      .readdirSync(path.join(src, 'server/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...names].sort()).toEqual(folders.sort());
  });
});
