/** The widget builder page: the mock platform, the elements, and the builder following the toolbar's language. */
import { settings } from './mock.js';
import './widgets.js';
import './widget-builder.js';

const builder = document.querySelector('widget-builder')!;
const follow = () => (builder.locale = settings.locale);
follow();
document.addEventListener('demo-settings', follow);
