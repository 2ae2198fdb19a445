// The Content Security Policy of the built site, as a <meta> tag in index.html (and so 404.html).
// Build only: the dev server needs inline scripts for React Fast Refresh. Inline scripts run only
// when their exact text is hashed here.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The origins of the configured API base URLs, plus VITE_CSP_CONNECT_SRC (space-separated). */
function connectSources(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>(["'self'"])
  for (const raw of [env.VITE_PRODUCTION_BASE_URL, env.VITE_STAGING_BASE_URL]) {
    try {
      if (raw?.trim()) origins.add(new URL(raw.trim()).origin)
    } catch {
      // The app tells the user about a malformed base URL; the policy just leaves it out.
    }
  }
  for (const extra of (env.VITE_CSP_CONNECT_SRC ?? '').split(/\s+/)) if (extra) origins.add(extra)
  return [...origins]
}

/** 'sha256-…' sources for the page's inline classic scripts (index.html's theme script). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body = '']) => body)
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

export function policyFor(html: string, env: Record<string, string | undefined>): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connectSources(env).join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function contentSecurityPolicy(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'petstore-csp',
    apply: 'build',
    transformIndexHtml: {
      // After every other transform, so the hashes match the scripts exactly as shipped.
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policyFor(html, env) },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}
