// What went wrong with a call, in plain words, and the fix to copy: one explanation for the pages'
// alerts and Settings' "Test connection", so both say the same thing. The alerts load it when an
// error shows, as a chunk that needs none of the shell's code: errors are told apart by name.
import type { CallInfo, HttpError, NetworkError, ShapeError, TimeoutError } from '../api/errors'
import { displayHeaderName, shellQuote } from '../api/snippets'
import { CopyStatus, useCopy } from './copy'

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

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** A terminal command that shows what the server answers, without this browser in the way. */
const curlCheck = (call: CallInfo, extra = ''): Fix => ({
  label: 'See what the server answers, from a terminal',
  text: `curl -i ${extra}${shellQuote(`${call.baseUrl.replace(/\/+$/, '')}/pets`)}`,
})

function baseUrlAdvice(call: CallInfo): string {
  return /\/v1\/?$/.test(call.baseUrl)
    ? `Check the base URL (${call.baseUrl}): the API’s paths, such as /pets, must be right below it.`
    : `Check the base URL (${call.baseUrl}): it usually ends in /v1.`
}

/** Where the key went: `the X-API-Key header`, `the api_key query parameter`, or null. */
function keySentAs(call: CallInfo): string | null {
  const header = call.secretHeaders[0]
  if (header) return header === 'Authorization' ? 'Authorization: Bearer' : `the ${header} header`
  const query = call.secretQuery[0]
  return query ? `the ${query} query parameter` : null
}

const headerNames = (call: CallInfo) =>
  call.headerNames.map((name) => displayHeaderName(name, call.secretHeaders))

/** The Access-Control-* headers this site needs from the server, and where to set them. */
function corsFixes(call: CallInfo): Fix[] {
  const pageOrigin = window.location.origin
  const { auth } = call
  const keyHeader =
    auth.placement === 'bearer'
      ? 'Authorization'
      : auth.placement === 'header'
        ? auth.headerName || 'X-API-Key'
        : null
  const allowHeaders = [...new Set([...headerNames(call), 'Content-Type', keyHeader])]
  const entries = Object.entries({
    'Access-Control-Allow-Origin': pageOrigin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowHeaders.filter(Boolean).join(', '),
    'Access-Control-Expose-Headers': 'Link, X-Next, Retry-After',
  })
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
  switch (error.reason) {
    case 'csp': {
      const current = import.meta.env.VITE_CSP_CONNECT_SRC?.trim()
      return {
        text: `Blocked by this site’s Content Security Policy: the browser did not send the call, because the policy’s connect-src does not list ${origin}. Add the origin to VITE_CSP_CONNECT_SRC and rebuild the site.`,
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
        text: `Mixed content: this page is served over https, and the browser does not let it call the http address ${origin}. Use the server’s https address, or open the console over http (npm start on localhost).`,
        fixes: call
          ? [{ label: 'The https base URL', text: call.baseUrl.replace(/^http:/, 'https:') }]
          : [],
      }
    case 'cors':
      return {
        text: `The server does not allow this site (CORS): ${origin} answers, but without the CORS headers that let ${window.location.origin} read the answer. The server must send these headers. For a local server, the dev server can forward calls instead (VITE_API_PROXY_TARGET).`,
        fixes: call ? corsFixes(call) : [],
      }
    case 'preflight':
      return {
        text: `The CORS preflight failed: ${origin} answers simple requests, but not the browser’s OPTIONS preflight for this call, which sends ${call ? headerNames(call).join(', ') : 'custom headers'}. The server must answer OPTIONS with these headers.`,
        fixes: call ? corsFixes(call) : [],
      }
    case 'offline':
      return {
        text: 'You are offline: this device has no network connection. Reconnect, then retry.',
        fixes: [],
      }
    default:
      return {
        text: `The server could not be reached: nothing answered at ${origin}. The server may be stopped, the address may be wrong, or its name may not resolve. Start the server (npm run api for the local one), or check the base URL.`,
        fixes: call ? [curlCheck(call)] : [],
      }
  }
}

/** Texts as sentences: each ends in a full stop unless it has its own ("…", "?", "!"). */
const sentences = (...texts: string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (/[.!?…]["”’)]?$/.test(text) ? text : `${text}.`))
    .join(' ')

function explainHttp(error: HttpError, call: CallInfo | null): Explanation {
  const explained = (hint: string, fixes: Fix[] = []): Explanation => ({
    text: sentences(error.serverMessage, hint),
    fixes,
  })
  if (error.headers['x-demo-replay'] === 'miss') {
    return explained(
      'The demo is replaying a recording, and answers only the calls it holds: asking again gets the same answer. Open a call it holds, or choose another dataset in Settings.',
    )
  }
  if (error.status === 401 || error.status === 403) {
    const sentAs = call && keySentAs(call)
    if (call && !sentAs) {
      return explained(
        `The server wants an API key, and none is set for ${call.environmentLabel}. Enter it in Settings.`,
      )
    }
    return explained(
      `The server refused the API key${sentAs ? ` sent in ${sentAs}` : ''}. Check the key, and where the server expects it (a header, Authorization: Bearer or a query parameter) in Settings.`,
    )
  }
  if (call && (error.status === 404 || (call.htmlBody && error.status < 500))) {
    const what = call.htmlBody ? 'a web page (HTML), not the API' : 'that this path does not exist'
    return explained(`The server says ${what}. ${baseUrlAdvice(call)}`, [curlCheck(call)])
  }
  if (error.status === 429) {
    const wait = error.retryAfterMs === null ? 0 : Math.ceil(error.retryAfterMs / 1000)
    return explained(`Too many requests.${wait ? ` The server asks to wait ${wait} s.` : ''}`)
  }
  if (error.status >= 500) return explained('The server had a problem. Retrying often helps.')
  return explained('')
}

export function explainError(error: unknown): Explanation {
  if (!(error instanceof Error)) return { text: String(error), fixes: [] }
  const call = 'call' in error ? (error.call as CallInfo | null) : null
  if (error.name === 'HttpError') return explainHttp(error as HttpError, call)
  if (error.name === 'NetworkError') return explainNetwork(error as NetworkError, call)
  if (error.name === 'TimeoutError') {
    const timeout = error as TimeoutError
    return {
      text: `${error.message} It may be overloaded, or the address may be wrong.`,
      fixes: call ? [curlCheck(call, `--max-time ${Math.round(timeout.timeoutMs / 1000)} `)] : [],
    }
  }
  if ((error as ShapeError).name === 'ShapeError' && call?.htmlBody) {
    return {
      text: `The server answered with a web page (HTML), not JSON: the base URL probably points at a website, or at this console, rather than the API. ${baseUrlAdvice(call)}`,
      fixes: [curlCheck(call)],
    }
  }
  return { text: error.message, fixes: [] }
}

/** The explanation as a pages' alert shows it. */
export function ErrorExplanation({ error }: { error: unknown }) {
  const { text, fixes } = explainError(error)
  return (
    <>
      {text && <p>{text}</p>}
      <FixList fixes={fixes} />
    </>
  )
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
  const [status, copy] = useCopy()
  return (
    <div className="fix">
      <div className="fix-head">
        <span className="fix-label">{fix.label}</span>
        <button
          type="button"
          className="button small"
          aria-label={`Copy: ${fix.label}`}
          onClick={() => copy(fix.text)}
        >
          Copy
        </button>
        <CopyStatus status={status} />
      </div>
      <pre className="fix-text">{fix.text}</pre>
    </div>
  )
}
