// What went wrong with a call, in plain words, and the fix to copy: one explanation for the pages'
// alerts and Settings' "Test connection", so both say the same thing.
import { addressSpaceOf } from '../api/address-space'
import {
  isApiError,
  isReplayMiss,
  unexpectedKind,
  type CallInfo,
  type HttpError,
  type NetworkError,
} from '../api/errors'
import {
  baseUrlAdvice,
  corsFixes,
  curlCheck,
  headerNames,
  type Explanation,
  type Fix,
} from './fixes'

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** Where the key went: `the X-API-Key header`, `the api_key query parameter`, or null. */
function keySentAs(call: CallInfo): string | null {
  const header = call.secretHeaders[0]
  if (header) return header === 'Authorization' ? 'Authorization: Bearer' : `the ${header} header`
  const query = call.secretQuery[0]
  return query ? `the ${query} query parameter` : null
}

function explainCsp(origin: string): Explanation {
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

function explainNetwork(error: NetworkError, call: CallInfo | null): Explanation {
  const origin = originOf(call?.baseUrl ?? error.url)
  switch (error.reason) {
    case 'csp':
      return explainCsp(origin)
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
    case 'local-network':
    case 'local-network-ask':
      return explainLocalNetwork(error, call, origin)
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

/** Where a local address is, in words: Local Network Access's two spaces. */
const placeOf = (url: string) => {
  try {
    return addressSpaceOf(new URL(url).hostname) === 'loopback'
      ? 'this device (a loopback address)'
      : 'your local network (a private address)'
  } catch {
    return 'your local network'
  }
}

function explainLocalNetwork(
  error: NetworkError,
  call: CallInfo | null,
  origin: string,
): Explanation {
  const blocked = `Your browser blocked access to the local network: this page (${window.location.origin}) is on a public address, and ${origin} is on ${placeOf(error.url)}. The browser lets such a page call it only with your permission (Local Network Access), so the call was never sent; the server may well be running.`
  if (error.reason === 'local-network-ask') {
    return {
      text: `${blocked} Retry, and choose Allow when the browser asks to let this site reach your local network.`,
      fixes: [],
    }
  }
  return {
    text: `${blocked} This site does not have it. To allow it, click the icon left of the address bar, set Local network access to Allow, then Retry. Or run the console on this device (npm start), where no permission is needed.`,
    fixes: call ? [curlCheck(call)] : [],
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
  if (isReplayMiss(error)) {
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
  if (!isApiError(error)) {
    return { text: error instanceof Error ? error.message : String(error), fixes: [] }
  }
  const { call } = error
  switch (error.kind) {
    case 'http':
      return explainHttp(error, call)
    case 'network':
      return explainNetwork(error, call)
    case 'timeout':
      return {
        text: `${error.message} It may be overloaded, or the address may be wrong.`,
        fixes: call ? [curlCheck(call, `--max-time ${Math.round(error.timeoutMs / 1000)} `)] : [],
      }
    case 'shape':
      if (!call?.htmlBody) return { text: error.message, fixes: [] }
      return {
        text: `The server answered with a web page (HTML), not JSON: the base URL probably points at a website, or at this console, rather than the API. ${baseUrlAdvice(call)}`,
        fixes: [curlCheck(call)],
      }
    case 'not-configured':
      return { text: error.message, fixes: [] }
    default:
      return unexpectedKind(error)
  }
}
