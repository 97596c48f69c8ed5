/** The longest part of an answer an error message quotes. */
const quoted = 200;

/** Text from an answer, cut to 200 characters so a huge body never becomes a huge message. */
export function quote(text: string): string {
  return text.length > quoted ? `${text.slice(0, quoted)}…` : text;
}

/** A web page rather than the platform's JSON: what a shop's own server answers for /v1/… paths. */
export const isHtml = (body: unknown): boolean =>
  typeof body === 'string' && /^\s*<(!doctype|html|head|body|\?xml|!--)/i.test(body);

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
