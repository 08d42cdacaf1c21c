import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './eslint-import-boundaries.js';

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
});
