/**
 * The demo toolbar on every page: language and colour scheme change the widgets in place; latency
 * and failures change the mock platform and reload the page, so the widgets start afresh and show
 * their loading and error states. Plain DOM: on the script-tag page, Lit comes only from the CDN
 * file.
 */
import {
  FAILURES,
  FALLBACKS,
  LATENCIES,
  LOCALES,
  SCHEMES,
  saveSettings,
  type DemoSettings,
} from './settings.js';

type Table = Record<string, string | { label: string }>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function mountToolbar(settings: DemoSettings, apply: (next: DemoSettings) => void): void {
  const control = (label: string, key: keyof DemoSettings, table: Table, reload: boolean) => {
    const select = element(
      'select',
      reload ? { 'aria-describedby': 'demo-reload', title: 'Reloads the page' } : {},
    );
    for (const [value, entry] of Object.entries(table)) {
      const option = element('option', { value }, typeof entry === 'string' ? entry : entry.label);
      option.selected = value === String(settings[key]);
      select.append(option);
    }
    select.addEventListener('change', () => {
      Object.assign(settings, { [key]: key === 'latency' ? Number(select.value) : select.value });
      saveSettings(settings);
      if (reload) location.reload();
      else apply(settings);
    });
    return element('label', {}, `${label} `, select);
  };

  const bar = element(
    'aside',
    { class: 'demo-toolbar', 'aria-label': 'Demo controls' },
    element(
      'p',
      { class: 'demo-toolbar-title' },
      element('strong', {}, 'Demo'),
      element('span', {}, 'mock API in this page'),
      element('span', { id: 'demo-reload', class: 'visually-hidden' }, 'Reloads the page.'),
    ),
    control('Language', 'locale', LOCALES, false),
    control('Theme', 'scheme', SCHEMES, false),
    control('Latency', 'latency', LATENCIES, true),
    control('Failures', 'failure', FAILURES, true),
    control('Failed widgets', 'fallback', FALLBACKS, false),
  );
  document.body.prepend(bar);
}
