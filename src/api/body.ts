/** The longest part of an answer an error message quotes. */
const quoted = 200;

/** Text from an answer, cut to 200 characters so a huge body never becomes a huge message. */
export function quote(text: string): string {
  return text.length > quoted ? `${text.slice(0, quoted)}…` : text;
}

/** A web page rather than the platform's JSON: what a shop's own server answers for /v1/… paths. */
export const isHtml = (body: unknown): boolean =>
  typeof body === 'string' && /^\s*<(!doctype|html|head|body|\?xml|!--)/i.test(body);
