import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { exampleConfig } from '../shared/vite-config.mjs';

// Tags starting with console- are custom elements, not Vue components.
const plugin = vue({ template: { compilerOptions: { isCustomElement: tag => tag.startsWith('console-') } } });

export default defineConfig(exampleConfig(import.meta.url, [plugin]));
