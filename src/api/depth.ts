// The nesting check of answers, apart from body.ts: every read runs it, while the quoting of
// bodies serves only the error messages, loaded at a failure.

/** Deeper than any answer of the platform (about eight levels): parsing it could stall the page. */
export const maxDepth = 64;

/** Whether JSON text nests arrays and objects deeper than `limit`; one pass, strings skipped. */
export function nestsDeeper(text: string, limit = maxDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92)
        i++; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      if (++depth > limit) return true;
    } else if (code === 125 || code === 93) depth--;
  }
  return false;
}
