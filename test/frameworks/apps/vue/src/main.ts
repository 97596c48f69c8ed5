import 'rp-widgets/define';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#root');
