// What went wrong with a call, in plain words, and the fix to copy: one explanation for the pages'
// alerts and Settings' "Test connection", so both always say the same thing.
import { environmentLabels } from '../api/environments'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
  type CallInfo,
} from '../api/errors'
import { copyText } from '../lib/clipboard'

export interface Fix {
  /** What the text is, e.g. "Headers the server must send". */
  label: string
  text: string
  /** Long examples start folded. */
  folded?: boolean
}

export interface Explanation {
  /** Names the HTTP status or says "Network error" (SPEC "Accessible names"). */
  title: string
  detail: string
  fixes: Fix[]
  /** The fix is in Settings (the key, the base URL, the environment). */
  settingsLink: boolean
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** A terminal command that shows what the server answers, without this browser in the way. */
const curlCheck = (call: CallInfo, extra = ''): Fix => ({
  label: 'See what the server answers, from a terminal',
  text: `curl -i ${extra}${shellQuote(`${call.baseUrl.replace(/\/+$/, '')}/pets`)}`,
})

function baseUrlAdvice(call: CallInfo): string {
  const endsInV1 = /\/v1\/?$/.test(call.baseUrl)
  return endsInV1
    ? `Check the base URL (${call.baseUrl}): the API’s paths, such as /pets, must be right below it.`
    : `Check the base URL (${call.baseUrl}): it usually ends in /v1.`
}

/** The Access-Control-* headers this site needs from the server, and where to set them. */
export function corsFixes(call: CallInfo, pageOrigin = window.location.origin): Fix[] {
  const allowHeaders = [
    ...new Set(
      [...call.headerNames, 'Content-Type', call.keyHeader].filter((name): name is string =>
        Boolean(name),
      ),
    ),
  ].join(', ')
  const headers = {
    'Access-Control-Allow-Origin': pageOrigin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowHeaders,
    'Access-Control-Expose-Headers': 'Link, X-Next, Retry-After',
  }
  const entries = Object.entries(headers)
  const path = new URL(call.baseUrl).pathname.replace(/\/*$/, '/')
  return [
    {
      label: 'Headers the server must send (and answer OPTIONS with 204)',
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
        '    # …then proxy_pass to the API, as before',
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

function explainNetwork(error: NetworkError, call: CallInfo | null): Explanation {
  const origin = originOf(call?.baseUrl ?? error.url)
  const base = { fixes: [] as Fix[], settingsLink: true }
  switch (error.reason) {
    case 'csp': {
      const current = import.meta.env.VITE_CSP_CONNECT_SRC?.trim()
      return {
        ...base,
        title: 'Network error: blocked by this site’s Content Security Policy',
        detail: `The browser did not send the call: this site’s Content Security Policy (connect-src) does not list ${origin}. Add the origin to VITE_CSP_CONNECT_SRC and rebuild the site.`,
        fixes: [
          {
            label: 'Rebuild with the origin allowed',
            text: `VITE_CSP_CONNECT_SRC="${current ? `${current} ` : ''}${origin}" npm run build`,
          },
        ],
      }
    }
    case 'mixed-content':
      return {
        ...base,
        title: 'Network error: mixed content blocked',
        detail: `This page is served over https, and the browser does not let it call the http address ${origin}. Use the server’s https address, or open the console over http (npm start on localhost).`,
        fixes: call
          ? [{ label: 'The https base URL', text: call.baseUrl.replace(/^http:/, 'https:') }]
          : [],
      }
    case 'cors':
    case 'preflight': {
      const preflight = error.reason === 'preflight'
      return {
        ...base,
        title: preflight
          ? 'Network error: the CORS preflight failed'
          : 'Network error: the server does not allow this site (CORS)',
        detail: preflight
          ? `${origin} answers simple requests, but not the browser’s OPTIONS preflight for this call (it sends ${call?.headerNames.join(', ') ?? 'custom headers'}). The server must answer OPTIONS with these headers.`
          : `${origin} answers, but without CORS headers that let ${window.location.origin} read the answer. The server must send these headers. For a local server, the dev server can forward calls instead: VITE_API_PROXY_TARGET.`,
        fixes: call ? corsFixes(call) : [],
      }
    }
    case 'offline':
      return {
        ...base,
        settingsLink: false,
        title: 'Network error: you are offline',
        detail: 'This device has no network connection. Reconnect, then retry.',
      }
    default:
      return {
        ...base,
        title: 'Network error: the server could not be reached',
        detail: `Nothing answered at ${origin}: the server may be stopped, the address may be wrong, or its name may not resolve. Start the server (npm run api for the local one), or check the base URL.`,
        fixes: call ? [curlCheck(call)] : [],
      }
  }
}

function explainHttp(error: HttpError, call: CallInfo | null): Explanation {
  const title = `HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''}`
  const said = error.serverMessage
  const explained = (detail: string, fixes: Fix[] = [], settingsLink = false): Explanation => ({
    title,
    detail: [said, detail].filter(Boolean).join(' '),
    fixes,
    settingsLink,
  })
  if (error.status === 401 || error.status === 403) {
    const environment = call ? environmentLabels[call.environment] : 'this environment'
    if (call && !call.keySentAs) {
      return explained(
        `The server wants an API key, and none is set for ${environment}. Enter it in Settings.`,
        [],
        true,
      )
    }
    return explained(
      `The server refused the API key${call?.keySentAs ? ` sent in ${call.keySentAs}` : ''}. Check the key, and where the server expects it (a header, Authorization: Bearer or a query parameter) in Settings.`,
      [],
      true,
    )
  }
  const html = call?.htmlBody === true
  if (call && (error.status === 404 || (html && error.status < 500))) {
    const what = html ? 'a web page (HTML), not the API' : 'that this path does not exist'
    return explained(`The server says ${what}. ${baseUrlAdvice(call)}`, [curlCheck(call)], true)
  }
  if (error.status === 429) {
    const wait =
      error.retryAfterMs !== null
        ? ` The server asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s.`
        : ''
    return explained(`Too many requests.${wait}`)
  }
  if (error.status >= 500) return explained('The server had a problem. Retrying often helps.')
  return explained('')
}

export function explainError(error: unknown): Explanation {
  const call = error instanceof Error && 'call' in error ? (error.call as CallInfo | null) : null
  if (error instanceof HttpError) return explainHttp(error, call)
  if (error instanceof NetworkError) return explainNetwork(error, call)
  if (error instanceof TimeoutError) {
    return {
      title: 'Timed out',
      detail: `${error.message} It may be overloaded, or the address may be wrong.`,
      fixes: call ? [curlCheck(call, `--max-time ${Math.round(error.timeoutMs / 1000)} `)] : [],
      settingsLink: true,
    }
  }
  if (error instanceof ShapeError) {
    const html = call?.htmlBody === true
    return {
      title: 'Unexpected response',
      detail:
        html && call
          ? `The server answered with a web page (HTML), not JSON: the base URL probably points at a website, or at this console, rather than the API. ${baseUrlAdvice(call)}`
          : error.message,
      fixes: html && call ? [curlCheck(call)] : [],
      settingsLink: html,
    }
  }
  if (error instanceof NotConfiguredError) {
    return { title: 'No server configured', detail: error.message, fixes: [], settingsLink: true }
  }
  return {
    title: 'Something went wrong',
    detail: error instanceof Error ? error.message : String(error),
    fixes: [],
    settingsLink: false,
  }
}

/** The fixes of an explanation, each copyable; long examples folded. */
export function FixList({ fixes }: { fixes: readonly Fix[] }) {
  if (fixes.length === 0) return null
  const shown = fixes.filter((fix) => !fix.folded)
  const folded = fixes.filter((fix) => fix.folded)
  return (
    <div className="fixes">
      {shown.map((fix) => (
        <FixBlock key={fix.label} fix={fix} />
      ))}
      {folded.length > 0 && (
        <details className="fix-examples">
          <summary>Examples: {folded.map((fix) => fix.label).join(', ')}</summary>
          {folded.map((fix) => (
            <FixBlock key={fix.label} fix={fix} />
          ))}
        </details>
      )}
    </div>
  )
}

function FixBlock({ fix }: { fix: Fix }) {
  return (
    <div className="fix">
      <div className="fix-head">
        <span className="fix-label">{fix.label}</span>
        <button
          type="button"
          className="button small"
          aria-label={`Copy: ${fix.label}`}
          onClick={() => void copyText(fix.text)}
        >
          Copy
        </button>
      </div>
      <pre className="fix-text">{fix.text}</pre>
    </div>
  )
}
