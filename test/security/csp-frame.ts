// Runs in the CSP pages before the CDN script: records every CSP violation, each widget's `load`
// and `error` (they do not bubble, so they are caught on the way down), console warnings and
// uncaught errors.
export interface CspRecord {
  violations: string[];
  loads: string[];
  errors: string[];
  /** Console warnings, and errors no one caught. */
  warnings: string[];
  uncaught: string[];
}

const record: CspRecord = { violations: [], loads: [], errors: [], warnings: [], uncaught: [] };
(window as unknown as { cspRecord: CspRecord }).cspRecord = record;

document.addEventListener(
  'securitypolicyviolation',
  (event) =>
    record.violations.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  true,
);
for (const type of ['load', 'error'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const target = event.target as Element | null;
      if (!target?.localName?.startsWith('rp-')) return;
      const index = [...document.querySelectorAll(target.localName)].indexOf(target);
      const name = `${target.localName}#${index}`;
      (type === 'load' ? record.loads : record.errors).push(
        type === 'error' ? `${name}: ${String((event as Event & { error?: Error }).error)}` : name,
      );
    },
    true,
  );
}

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  record.warnings.push(args.map(String).join(' '));
  warn(...args);
};
window.addEventListener('error', (event) => record.uncaught.push(event.message));
window.addEventListener('unhandledrejection', (event) =>
  record.uncaught.push(String(event.reason)),
);
