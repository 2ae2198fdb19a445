// Where a JSON text stops being JSON, by line and column, in words: the engines' own messages vary
// (some give a position, some only the token), so the explorer finds the place itself.
import { t, type MessageId } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/explorer'

export interface JsonSyntaxError {
  line: number
  column: number
  /** Characters before the error, to put the cursor there. */
  offset: number
  message: string
}

class Stop extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message)
  }
}

const WHITESPACE = /[ \t\n\r]*/y
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPE = /["\\/bfnrt]|u[0-9a-fA-F]{4}/y

class Scanner {
  index = 0
  constructor(private readonly text: string) {}

  skip() {
    WHITESPACE.lastIndex = this.index
    WHITESPACE.exec(this.text)
    this.index = WHITESPACE.lastIndex
  }

  take(pattern: RegExp): boolean {
    pattern.lastIndex = this.index
    if (!pattern.test(this.text)) return false
    this.index = pattern.lastIndex
    return true
  }

  /** Stops at the current character: `problem`, and what was found there instead. */
  fail(problem: MessageId): never {
    const char = this.text.charAt(this.index)
    const message =
      char === ''
        ? t('explorer.json-found-end', { problem: t(problem) })
        : t('explorer.json-found', { problem: t(problem), char: JSON.stringify(char) })
    throw new Stop(this.index, message)
  }

  string() {
    if (this.text.charAt(this.index) !== '"') this.fail('explorer.json-property-name')
    this.index++
    for (;;) {
      const code = this.text.charCodeAt(this.index)
      if (Number.isNaN(code)) this.fail('explorer.json-string-never-ends')
      if (code === 0x22) return void this.index++
      if (code < 0x20) this.fail('explorer.json-control-character')
      this.index++
      if (code === 0x5c && !this.take(ESCAPE)) {
        this.index--
        this.fail('explorer.json-bad-escape')
      }
    }
  }

  list(close: string, item: () => void, expected: MessageId) {
    this.index++
    this.skip()
    if (this.text.charAt(this.index) === close) return void this.index++
    for (;;) {
      item()
      this.skip()
      const char = this.text.charAt(this.index)
      if (char === close) return void this.index++
      if (char !== ',') this.fail(expected)
      this.index++
      this.skip()
      if (this.text.charAt(this.index) === close) this.fail('explorer.json-trailing-comma')
    }
  }

  value() {
    this.skip()
    const char = this.text.charAt(this.index)
    if (char === '{') return this.list('}', () => this.member(), 'explorer.json-after-property')
    if (char === '[') return this.list(']', () => this.value(), 'explorer.json-after-element')
    if (char === '"') return this.string()
    if (this.take(NUMBER) || this.take(/true|false|null/y)) return
    this.fail('explorer.json-value')
  }

  member() {
    this.string()
    this.skip()
    if (this.text.charAt(this.index) !== ':') this.fail('explorer.json-colon')
    this.index++
    this.value()
  }

  document() {
    this.value()
    this.skip()
    if (this.index < this.text.length) this.fail('explorer.json-end')
  }
}

function position(text: string, offset: number) {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/** The first syntax error in `text`, or null when it is JSON. */
export function findJsonError(text: string): JsonSyntaxError | null {
  try {
    new Scanner(text).document()
    return null
  } catch (error) {
    if (!(error instanceof Stop)) {
      // Nested past the stack's depth: valid or not, it cannot be pointed at.
      return { line: 1, column: 1, offset: 0, message: t('explorer.json-too-deep') }
    }
    return { ...position(text, error.at), offset: error.at, message: error.message }
  }
}
