import { mount } from 'svelte';
import '@cloud-console/elements/theme.css';
import '../../shared/example.css';
import App from './App.svelte';

const target = document.getElementById('root');
if (target) mount(App, { target });
