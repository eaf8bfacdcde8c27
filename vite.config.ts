import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dictionarySections } from './scripts/dictionary-sections-plugin.ts';

// DIST_DIR lets several builds live side by side (e.g. parallel browser-test runs).
const dist = resolve(process.env.DIST_DIR ?? 'dist');

// Client bundle (hashed, with a manifest the server reads) and, with --ssr, the server entry.
// Old hashed files are kept (emptyOutDir: false) so a server started before a rebuild keeps
// serving the assets its manifest names; every file name is content-hashed, so nothing clashes.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), dictionarySections()],
  publicDir: false,
  // The built server entry carries its dependencies, so a bundle in any DIST_DIR runs on its own.
  // Not in dev: Vite's module runner cannot evaluate CommonJS packages (react-dom/server), so
  // there they stay external and Node loads them.
  ssr: command === 'build' ? { noExternal: true } : {},
  build: isSsrBuild
    ? { outDir: `${dist}/server`, emptyOutDir: false, target: 'node24' }
    : {
        outDir: `${dist}/client`,
        emptyOutDir: false,
        manifest: true,
        rollupOptions: {
          input: 'src/web/entry-client.tsx',
          // Making a zod schema has no side effect, but the bundler cannot know: without this, every
          // schema of a contract module the browser imports (most are the server's) is built on load.
          treeshake: { manualPureFunctions: ['z'] },
          // Fewer, larger chunks: a phone's main thread spends milliseconds starting each request, and
          // what every page runs (react, the router, the shell) was in ten chunks. Every page loads the
          // libraries' chunk and the entry (the shell's own modules); the icons pages share are one
          // chunk instead of one each.
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', tags: ['$initial'], test: /node_modules/, priority: 2 },
                { name: 'shell', tags: ['$initial'], priority: 1 },
                { name: 'icons', test: /lucide-react/ },
              ],
            },
          },
        },
      },
}));
