// JSON that keeps int64 exact: integers beyond 2^53 become bigint instead of being rounded.
import { isSafeNumber, parse, stringify } from 'lossless-json'

// Any integer literal of 16+ digits might be unsafe; without one, the native parser is exact and fast.
const LONG_INTEGER = /\d{16,}/

function parseNumber(text: string): number | bigint {
  if (isSafeNumber(text)) return Number(text)
  if (/^-?\d+$/.test(text)) return BigInt(text)
  return Number(text)
}

export function parseJson(text: string): unknown {
  if (!LONG_INTEGER.test(text)) return JSON.parse(text)
  return parse(text, null, parseNumber)
}

export function stringifyJson(value: unknown, space?: number): string {
  return stringify(value, null, space) ?? 'null'
}
