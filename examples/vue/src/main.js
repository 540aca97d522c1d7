import { createApp } from 'vue';
import '@cloud-console/elements/theme.css';
import '../../shared/example.css';
import App from './App.vue';

const root = document.getElementById('root');
if (root) createApp(App).mount(root);
