import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// The client lives in src/client; the server serves the build from dist/client,
// and scripts/prerender.ts writes the public pages to dist/site.
// In development Vite serves the client and forwards API and sign-in calls to the server.
const serverPort = Number(process.env.DEV_SERVER_PORT ?? 5001);

const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  // The server renderer carries its own production React, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }),
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? // The signed-in screens' server renderer (entry-server.tsx, decision 0046), loaded by the server at start.
      { outDir: path.resolve(distDir, 'server'), emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        // DIST_DIR lets parallel builds (e.g. several developers' checks) keep apart.
        outDir: path.resolve(distDir, 'client'),
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        // The app (index.html) and the public site's enhancement script; the
        // prerender step reads the manifest to link the site's hashed files.
        manifest: true,
        rolldownOptions: {
          input: { app: 'src/client/index.html', site: 'src/client/marketing/site-entry.ts' },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 5000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/auth': `http://127.0.0.1:${serverPort}`,
    },
  },
}));
