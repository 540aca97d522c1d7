import { defineConfig } from 'vite';
import { exampleConfig } from '../shared/vite-config.mjs';

// React's JSX through Vite's own transform (the automatic runtime), no plugin needed for a production build.
export default defineConfig({ ...exampleConfig(import.meta.url), oxc: { jsx: { runtime: 'automatic' } } });
