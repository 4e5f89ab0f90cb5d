import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

// ESM library build that keeps one output file per source module, so importing Button
// pulls in Button and what it imports, nothing else.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    // Three entries: the components, the React-free schemas (@tonewood/design-system/schemas) and
    // the React-free instrument renderer (@tonewood/design-system/instrument).
    lib: { entry: ['src/index.ts', 'src/schemas/index.ts', 'src/instrument/index.ts'], formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
