// Development: the API server (restarted on change) and Vite with hot reload.
import { spawn } from 'node:child_process';

const serverPort = process.env.DEV_SERVER_PORT ?? '5001';
const env = { ...process.env, DEV_SERVER_PORT: serverPort };
const children = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...env, PORT: serverPort, SITE_URL: process.env.SITE_URL ?? 'http://localhost:5000' },
    },
  ),
  // Vite's own entry, not npx: stopping npx would leave its child running.
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
