/** What a Trusted Types policy gives for script text (a TrustedScript). */
interface ScriptPolicy {
  createScript(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScript(input: string): string }): ScriptPolicy;
}

/** The policy's name, to list in the page's CSP: `trusted-types lit-html rp-widgets`. */
export const POLICY_NAME = 'rp-widgets';

/** Created on first use; `null` when the page's CSP refused it. */
let policy: ScriptPolicy | null | undefined;

/**
 * The script text as the page accepts it. Under Trusted Types that takes a policy: one named
 * `rp-widgets`, created once, which passes JSON only (inert as script). Where the CSP refuses
 * the policy, `undefined` and one console warning: the widgets draw without structured data.
 */
function scriptText(json: string): unknown {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return json;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy(POLICY_NAME, {
        createScript: (input) => {
          JSON.parse(input); // throws on anything but JSON: no script can come out of it
          return input;
        },
      });
    } catch {
      policy = null;
      console.warn(
        `rp-widgets: the page's Content-Security-Policy does not allow the Trusted Types policy "${POLICY_NAME}", so no JSON-LD structured data is written. Allow it with: trusted-types lit-html ${POLICY_NAME}`,
      );
    }
  }
  return policy?.createScript(json);
}

/** JSON that cannot end the script element it sits in: every `<` is written as \u003c. */
export const scriptJson = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Keeps one `<script type="application/ld+json">` child of the host in step with `data`
 * (removed when undefined, or when the page's Trusted Types refuse it). Light DOM, so crawlers
 * read it.
 */
export function syncJsonLd(host: HTMLElement, data: object | undefined): void {
  let script = host.querySelector<HTMLScriptElement>(':scope > script[data-rp-json-ld]');
  const json = data && scriptJson(data);
  if (json && script?.textContent === json) return;
  const text = json && scriptText(json);
  if (!text) return script?.remove();
  if (!script) {
    script = host.ownerDocument.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.rpJsonLd = '';
  }
  // The text first: a script is never in the page empty.
  script.textContent = text as string;
  if (script.parentNode !== host) host.append(script);
}
