/**
 * The one definition of the HTTP headers the site is served with. The Node server (`npm run
 * serve`), the nginx recipe and the `_headers` file for static hosts are all generated from it.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {siteSettings} from './site';

// Inline scripts that run; JSON-LD and other data blocks are not subject to script-src.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** SHA-256 sources of every distinct inline script the build emits, for `script-src`. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (match[1].trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

export function contentSecurityPolicy(buildDir: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(buildDir), ...originOf(siteSettings.remoteMonitoringScript)],
    // Redoc renders with styled-components, which injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...originOf(siteSettings.monitoringEndpoint), ...originOf(siteSettings.remoteMonitoringScript)],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(buildDir: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(buildDir),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
