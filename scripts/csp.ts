// The Content Security Policy of the built site, and the other security headers, from one source:
// index.html gets the policy as a <meta> tag (and so 404.html); scripts/host-files.ts writes the same
// policy, plus what only a header can carry, into the hosts' header files.
// Build only: the dev server needs inline scripts for React Fast Refresh. Inline scripts run only
// when their exact text is hashed here.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

type Env = Record<string, string | undefined>

/** The origins of the configured API base URLs, plus VITE_CSP_CONNECT_SRC (space-separated). */
function connectSources(env: Env): string[] {
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

/**
 * The policy for the page `html`. A header can say more than a <meta> tag: browsers ignore
 * frame-ancestors in a meta tag, so only the header version forbids framing.
 */
export function policyFor(html: string, env: Env, delivery: 'meta' | 'header' = 'meta'): string {
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
    // DOM XSS sinks take only Trusted Types; the one policy allowed is the demo's ('default').
    "require-trusted-types-for 'script'",
    'trusted-types default',
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ')
}

/** Every header the hosts send with every response, the CSP included. */
export function securityHeaders(html: string, env: Env): [string, string][] {
  return [
    ['Content-Security-Policy', policyFor(html, env, 'header')],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

export function contentSecurityPolicy(env: Env): Plugin {
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
