/**
 * The Content-Security-Policy main sets on every page of ours (Electron's app:// responses and the
 * browser host's HTTP responses): scripts only from our own files, connections only to ourselves
 * and the API server in use, no plugins, no framing, no forms posting elsewhere.
 */
export function contentSecurityPolicy(serverUrl: string): string {
  const serverOrigin = new URL(serverUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets styles through the DOM (allowed); component libraries may add <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${serverOrigin}`,
    // PDF previews are blob: URLs shown in a frame.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
