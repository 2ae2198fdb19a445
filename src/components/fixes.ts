// The fixes an explanation offers to copy: a terminal check, the base URL's advice, and the CORS
// headers a server must send (with nginx and Express examples).
import type { CallInfo } from '../api/errors'
import { displayHeaderName, shellQuote } from '../api/snippets'
import { t } from '../lib/i18n/i18n'
import '../lib/i18n/en/fixes'

export interface Fix {
  /** What the text is, e.g. "Headers the server must send". */
  label: string
  text: string
  /** Long examples start folded. */
  folded?: boolean
}

export interface Explanation {
  /** The server's words, the cause and what to do, as sentences. */
  text: string
  fixes: Fix[]
}

/** A terminal command that shows what the server answers, without this browser in the way. */
export const curlCheck = (call: CallInfo, extra = ''): Fix => ({
  label: t('fixes.curl-check'),
  text: `curl -i ${extra}${shellQuote(`${call.baseUrl.replace(/\/+$/, '')}/pets`)}`,
})

export function baseUrlAdvice(call: CallInfo): string {
  const { baseUrl } = call
  return /\/v1\/?$/.test(baseUrl)
    ? t('fixes.base-url-below', { baseUrl, path: '/pets' })
    : t('fixes.base-url-v1', { baseUrl, suffix: '/v1' })
}

export const headerNames = (call: CallInfo) =>
  call.headerNames.map((name) => displayHeaderName(name, call.secretHeaders))

/** The Access-Control-* headers this site needs from the server. */
function corsHeaders(call: CallInfo): [name: string, value: string][] {
  const { auth } = call
  const keyHeader =
    auth.placement === 'bearer'
      ? 'Authorization'
      : auth.placement === 'header'
        ? auth.headerName || 'X-API-Key'
        : null
  const allowHeaders = [...new Set([...headerNames(call), 'Content-Type', keyHeader])]
  return Object.entries({
    'Access-Control-Allow-Origin': window.location.origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowHeaders.filter(Boolean).join(', '),
    'Access-Control-Expose-Headers': 'Link, X-Next, Retry-After',
  })
}

/** The CORS headers, and where to set them in nginx and in Express. */
export function corsFixes(call: CallInfo): Fix[] {
  const entries = corsHeaders(call)
  const path = new URL(call.baseUrl).pathname.replace(/\/*$/, '/')
  return [
    {
      label: t('fixes.cors-headers', { method: 'OPTIONS', status: '204' }),
      text: entries.map(([name, value]) => `${name}: ${value}`).join('\n'),
    },
    {
      label: 'nginx',
      folded: true,
      text: [
        `location ${path} {`,
        ...entries.map(([name, value]) => `    add_header ${name} "${value}" always;`),
        '    add_header Vary Origin always;',
        '    if ($request_method = OPTIONS) {',
        '        return 204;',
        '    }',
        `    # ${t('fixes.nginx-comment', { directive: 'proxy_pass' })}`,
        '}',
      ].join('\n'),
    },
    {
      label: 'Express',
      folded: true,
      text: [
        'app.use((req, res, next) => {',
        '  res.set({',
        ...entries.map(([name, value]) => `    '${name}': '${value}',`),
        "    Vary: 'Origin',",
        '  })',
        "  if (req.method === 'OPTIONS') return res.sendStatus(204)",
        '  next()',
        '})',
      ].join('\n'),
    },
  ]
}
