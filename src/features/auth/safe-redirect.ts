/**
 * Only same-site paths may be a post-login target ('/account/orders'), never another origin
 * ('//evil.example', 'https://…') nor the auth page itself.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/auth' || value.startsWith('/auth?')) return undefined;
  return value;
}
