// What went wrong with a call, in plain words, and the fix to copy: one explanation for the pages'
// alerts and Settings' "Test connection", so both say the same thing.
import { addressSpaceOf } from '../api/address-space'
import { environmentLabel } from '../api/environments'
import {
  isApiError,
  isReplayMiss,
  unexpectedKind,
  type CallInfo,
  type HttpError,
  type NetworkError,
} from '../api/errors'
import { t } from '../lib/i18n/i18n'
import {
  baseUrlAdvice,
  corsFixes,
  curlCheck,
  headerNames,
  type Explanation,
  type Fix,
} from './fixes'
import '../lib/i18n/en/diagnosis'
import '../lib/i18n/en/errors'
import '../lib/i18n/en/fixes'

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

const BEARER = 'Authorization: Bearer'

/** Where the key went: a header (Authorization: Bearer apart), a query parameter, or nowhere. */
function keySentAs(call: CallInfo): { sentAs: 'header' | 'bearer' | 'query'; name: string } | null {
  const header = call.secretHeaders[0]
  if (header === 'Authorization') return { sentAs: 'bearer', name: BEARER }
  if (header) return { sentAs: 'header', name: header }
  const query = call.secretQuery[0]
  return query ? { sentAs: 'query', name: query } : null
}

function explainCsp(origin: string): Explanation {
  const current = import.meta.env.VITE_CSP_CONNECT_SRC?.trim()
  return {
    text: t('diagnosis.csp', { origin, variable: 'VITE_CSP_CONNECT_SRC' }),
    fixes: [
      {
        label: t('fixes.rebuild-allowed'),
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
        text: t('diagnosis.mixed-content', { origin, command: 'npm start', host: 'localhost' }),
        fixes: call
          ? [{ label: t('fixes.https-base-url'), text: call.baseUrl.replace(/^http:/, 'https:') }]
          : [],
      }
    case 'cors':
      return {
        text: t('diagnosis.cors', {
          origin,
          site: window.location.origin,
          variable: 'VITE_API_PROXY_TARGET',
        }),
        fixes: call ? corsFixes(call) : [],
      }
    case 'preflight':
      return {
        text: call
          ? t('diagnosis.preflight', {
              origin,
              method: 'OPTIONS',
              headers: headerNames(call).join(', '),
            })
          : t('diagnosis.preflight-custom', { origin, method: 'OPTIONS' }),
        fixes: call ? corsFixes(call) : [],
      }
    case 'local-network':
    case 'local-network-ask':
      return explainLocalNetwork(error, call, origin)
    case 'offline':
      return {
        text: t('diagnosis.offline'),
        fixes: [],
      }
    default:
      return {
        text: t('diagnosis.unreachable', { origin, command: 'npm run api' }),
        fixes: call ? [curlCheck(call)] : [],
      }
  }
}

/** Where a local address is: Local Network Access's two spaces (the message puts it in words). */
const placeOf = (url: string) => {
  try {
    return addressSpaceOf(new URL(url).hostname) === 'loopback' ? 'loopback' : 'private'
  } catch {
    return 'unknown'
  }
}

function explainLocalNetwork(
  error: NetworkError,
  call: CallInfo | null,
  origin: string,
): Explanation {
  const where = { page: window.location.origin, origin, place: placeOf(error.url) }
  if (error.reason === 'local-network-ask') {
    return { text: t('diagnosis.local-network-ask', where), fixes: [] }
  }
  return {
    text: t('diagnosis.local-network-denied', { ...where, command: 'npm start' }),
    fixes: call ? [curlCheck(call)] : [],
  }
}

/** Texts as sentences: each ends in a full stop unless it has its own ("…", "?", "!", "。"). */
const sentences = (...texts: string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (/[.!?…。！？؟]["”’)」\]]?$/.test(text) ? text : `${text}.`))
    .join(' ')

function explainHttp(error: HttpError, call: CallInfo | null): Explanation {
  const explained = (hint: string, fixes: Fix[] = []): Explanation => ({
    text: sentences(error.serverMessage, hint),
    fixes,
  })
  if (isReplayMiss(error)) {
    return explained(t('errors.replay-miss'))
  }
  if (error.status === 401 || error.status === 403) {
    const sentAs = call && keySentAs(call)
    if (call && !sentAs) {
      return explained(t('errors.no-key', { environment: environmentLabel(call.environment) }))
    }
    const { sentAs: where = 'none', name = '' } = sentAs ?? {}
    return explained(t('errors.key-refused', { sentAs: where, name, bearer: BEARER }))
  }
  if (call && (error.status === 404 || (call.htmlBody && error.status < 500))) {
    const says = call.htmlBody ? 'errors.says-html' : 'errors.says-no-path'
    return explained(t(says, { advice: baseUrlAdvice(call) }), [curlCheck(call)])
  }
  if (error.status === 429) {
    const wait = error.retryAfterMs === null ? 0 : Math.ceil(error.retryAfterMs / 1000)
    return explained(
      wait ? t('errors.too-many-wait', { seconds: String(wait) }) : t('errors.too-many'),
    )
  }
  if (error.status >= 500) return explained(t('errors.server-problem'))
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
        text: t('errors.timeout-explained', { seconds: Math.round(error.timeoutMs / 1000) }),
        fixes: call ? [curlCheck(call, `--max-time ${Math.round(error.timeoutMs / 1000)} `)] : [],
      }
    case 'shape':
      if (!call?.htmlBody) return { text: error.message, fixes: [] }
      return {
        text: t('errors.html-not-json', { advice: baseUrlAdvice(call) }),
        fixes: [curlCheck(call)],
      }
    case 'not-configured':
      return { text: t('errors.not-configured'), fixes: [] }
    default:
      return unexpectedKind(error)
  }
}
