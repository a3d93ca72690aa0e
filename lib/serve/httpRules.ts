import path from 'node:path';

/** Content type per extension; the nginx recipe's `types` block is generated from it too. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|yaml|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Files whose name carries a content hash (Docusaurus' `/assets/` output) never change. */
export const HASHED_ASSET = /^\/assets\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache policies, shared by the Node server, the nginx recipe and the `_headers` file. */
export const CACHE_POLICY = {
  hashedAsset: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  other: 'public, max-age=3600, must-revalidate',
  notFound: 'no-cache',
} as const;

export function cacheControlFor(urlPath: string, contentType: string): string {
  if (HASHED_ASSET.test(urlPath)) return CACHE_POLICY.hashedAsset;
  if (contentType.startsWith('text/html')) return CACHE_POLICY.html;
  return CACHE_POLICY.other;
}

/** Build files that configure the host and are never served (the `_headers` file and its nginx twin). */
export const HOST_CONFIG_PATH = /^\/_headers/;
