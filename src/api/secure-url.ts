/** The machine itself, where plain http is allowed for development. */
const local = ['localhost', '127.0.0.1', '[::1]'];

/**
 * https, or http on the machine itself; never with a user name or password, which make
 * `https://shop.example@evil.example/` look like the shop's address while it leads elsewhere.
 */
export const isSecureUrl = (url: URL): boolean =>
  !url.username &&
  !url.password &&
  (url.protocol === 'https:' || (url.protocol === 'http:' && local.includes(url.hostname)));
