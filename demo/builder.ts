/**
 * The widget builder page: the mock platform, the elements, and the builder speaking the toolbar's
 * language, which is also the widgets' until the merchant picks theirs in the builder.
 */
import { settings } from './mock.js';
import './widgets.js';
import './widget-builder.js';

const builder = document.querySelector('widget-builder')!;
const follow = () => {
  builder.uiLocale = settings.locale;
  builder.locale = settings.locale;
};
follow();
document.addEventListener('demo-settings', follow);
