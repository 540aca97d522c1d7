import { defineConfig } from 'vite';
import { exampleConfig } from '../shared/vite-config.mjs';

export default defineConfig(exampleConfig(import.meta.url));
