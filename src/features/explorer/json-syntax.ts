// Where a JSON text stops being JSON, by line and column, in words: the engines' own messages vary
// (some give a position, some only the token), so the explorer finds the place itself.

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

  fail(message: string): never {
    const char = this.text.charAt(this.index)
    const found = char === '' ? 'the end' : JSON.stringify(char)
    throw new Stop(this.index, `${message}, found ${found}`)
  }

  string() {
    if (this.text.charAt(this.index) !== '"') this.fail('expected a property name in double quotes')
    this.index++
    for (;;) {
      const code = this.text.charCodeAt(this.index)
      if (Number.isNaN(code)) this.fail('the string never ends')
      if (code === 0x22) return void this.index++
      if (code < 0x20) this.fail('a line break or tab inside a string must be escaped (\\n, \\t)')
      this.index++
      if (code === 0x5c && !this.take(ESCAPE)) {
        this.index--
        this.fail('a backslash must start an escape such as \\n or \\u00e9')
      }
    }
  }

  list(close: string, item: () => void, what: string) {
    this.index++
    this.skip()
    if (this.text.charAt(this.index) === close) return void this.index++
    for (;;) {
      item()
      this.skip()
      const char = this.text.charAt(this.index)
      if (char === close) return void this.index++
      if (char !== ',') this.fail(`expected , or ${close} after ${what}`)
      this.index++
      this.skip()
      if (this.text.charAt(this.index) === close) this.fail('a comma must be followed by a value')
    }
  }

  value() {
    this.skip()
    const char = this.text.charAt(this.index)
    if (char === '{') return this.list('}', () => this.member(), 'a property')
    if (char === '[') return this.list(']', () => this.value(), 'an element')
    if (char === '"') return this.string()
    if (this.take(NUMBER) || this.take(/true|false|null/y)) return
    this.fail('expected a value (an object, array, string, number, true, false or null)')
  }

  member() {
    this.string()
    this.skip()
    if (this.text.charAt(this.index) !== ':') this.fail('expected : after the property name')
    this.index++
    this.value()
  }

  document() {
    this.value()
    this.skip()
    if (this.index < this.text.length) this.fail('expected the end after the JSON value')
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
      return { line: 1, column: 1, offset: 0, message: 'too deeply nested to check' }
    }
    return { ...position(text, error.at), offset: error.at, message: error.message }
  }
}
