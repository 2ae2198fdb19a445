// A JSON array's text cut into batches of whole items, each itself the text of an array, so that a
// long list can be parsed and shown a batch at a time. Only strings, brackets, braces and commas are
// scanned; each batch is then parsed by the caller (lib/json.ts keeps its ids exact).

/** Where the top-level array's first item may start, or -1 when the text is not an array. */
function arrayStart(text: string): number {
  const start = text.search(/\S/)
  return start >= 0 && text.charCodeAt(start) === 0x5b ? start + 1 : -1
}

function* batches(text: string, begin: number, size: (n: number) => number): Generator<string> {
  let depth = 0
  let items = 0
  let from = begin
  let batch = 0
  let end = -1
  for (let at = begin; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 0x22) {
      // A string: skip to its closing quote, over escaped characters.
      at++
      while (at < text.length && text.charCodeAt(at) !== 0x22)
        at += text.charCodeAt(at) === 0x5c ? 2 : 1
    } else if (code === 0x5b || code === 0x7b) depth++
    else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--
    else if (code === 0x5d) {
      end = at
      break
    } else if (code === 0x2c && depth === 0 && ++items === size(batch)) {
      yield `[${text.slice(from, at)}]`
      from = at + 1
      items = 0
      batch++
    }
  }
  if (end < 0 || text.slice(end + 1).trim()) throw new SyntaxError('Not a whole JSON array')
  if (items > 0 || text.slice(from, end).trim()) yield `[${text.slice(from, end)}]`
}

/**
 * The items of the array `text` in batches of `size(n)` items (n: the batch's number, from 0), each
 * written as an array; null when `text` is not an array. Brackets that do not close, or text after
 * the array, throw a SyntaxError once the batches before them are out.
 */
export function jsonBatches(text: string, size: (n: number) => number): Iterable<string> | null {
  const begin = arrayStart(text)
  return begin < 0 ? null : batches(text, begin, size)
}
