// JSON that keeps int64 exact: integers beyond 2^53 become bigint instead of being rounded.
// Native JSON.parse/stringify do the work; long integers are carried through them as marked strings.

// Any integer literal of 16+ digits might be unsafe; without one, the native parser is exact and fast.
const LONG_INTEGER = /\d{16,}/
// Strings are matched first so digits inside them are left alone; a number token is only taken whole.
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d{16,}(?![\d.eE])/g
// A per-load marker no server string can be expected to start with.
const MARK = `\u0000int64-${Math.random().toString(36).slice(2)}:`
// The marker as it is written inside a JSON string literal (the control character escaped).
const QUOTED_MARK = JSON.stringify(MARK).slice(1, -1)

function toNumber(digits: string): number | bigint {
  const n = Number(digits)
  return Number.isSafeInteger(n) ? n : BigInt(digits)
}

export function parseJson(text: string): unknown {
  if (!LONG_INTEGER.test(text)) return JSON.parse(text)
  const marked = text.replace(TOKEN, (token, offset: number) => {
    if (token.startsWith('"')) return token
    // Digits after a decimal point or exponent belong to a non-integer number: leave them.
    if (/[\d.eE+-]/.test(text.charAt(offset - 1))) return token
    return `"${QUOTED_MARK}${token}"`
  })
  return JSON.parse(marked, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARK)
      ? toNumber(value.slice(MARK.length))
      : value,
  )
}

export function stringifyJson(value: unknown, space?: number): string {
  try {
    // The native serialiser throws on a bigint, which makes the common case (none) a single pass.
    return JSON.stringify(value, null, space) ?? 'null'
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
  }
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v.toString()}` : v),
    space,
  )
  return (text ?? 'null').replace(new RegExp(`"${escapeRegExp(QUOTED_MARK)}(-?\\d+)"`, 'g'), '$1')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
