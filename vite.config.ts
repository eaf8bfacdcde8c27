import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client bundle (hashed, with a manifest the server reads) and, with --ssr, the server entry.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: false,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node24' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'src/web/entry-client.tsx' },
      },
  ssr: { noExternal: isSsrBuild ? [] : [] },
}));
