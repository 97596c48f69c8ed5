// Runs in csp.html before the CDN script: records every CSP violation and each widget's
// `load` and `error` (they do not bubble, so they are caught on the way down).
export interface CspRecord {
  violations: string[];
  loads: string[];
  errors: string[];
}

const record: CspRecord = { violations: [], loads: [], errors: [] };
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
