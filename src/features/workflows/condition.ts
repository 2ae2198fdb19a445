// Arazzo's `simple` condition: literals, runtime expressions, `== != < <= > >=`, `! && ||` and
// parentheses (`$statusCode == 200 && $response.body#/status == 'available'`). String comparisons
// ignore case, as the specification says; an int64 id compares exactly.
import { evaluate, parseExpression, type Parsed, type Scope } from './expressions'

type Node =
  | { kind: 'literal'; value: unknown }
  | { kind: 'expression'; parsed: Parsed }
  | { kind: 'not'; operand: Node }
  | { kind: 'logic'; op: '&&' | '||'; left: Node; right: Node }
  | { kind: 'compare'; op: string; left: Node; right: Node }

const TOKEN =
  /\s*(\$[^\s()!=<>&|]+|'(?:[^']|'')*'|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|==|!=|<=|>=|&&|\|\||[()!<>]|true\b|false\b|null\b)/y

function tokenize(text: string): string[] | null {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break
    const match = TOKEN.exec(text)
    if (!match?.[1]) return null
    tokens.push(match[1])
  }
  return tokens
}

const COMPARE = new Set(['==', '!=', '<', '<=', '>', '>='])

/** A condition as a tree, or null when it does not parse. */
export function parseCondition(text: string): Node | null {
  const tokens = tokenize(text)
  if (!tokens || tokens.length === 0) return null
  let at = 0
  const peek = () => tokens[at]
  const primary = (): Node | null => {
    const token = tokens[at++]
    if (token === undefined) return null
    if (token === '(') {
      const inner = or()
      return inner && tokens[at++] === ')' ? inner : null
    }
    if (token.startsWith('$')) {
      const parsed = parseExpression(token)
      return parsed && { kind: 'expression', parsed }
    }
    if (token.startsWith("'"))
      return { kind: 'literal', value: token.slice(1, -1).replace(/''/g, "'") }
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' }
    if (token === 'null') return { kind: 'literal', value: null }
    if (/^-?\d/.test(token)) return { kind: 'literal', value: Number(token) }
    return null
  }
  const comparison = (): Node | null => {
    const left = primary()
    const op = peek()
    if (!left || op === undefined || !COMPARE.has(op)) return left
    at++
    const right = primary()
    return right && { kind: 'compare', op, left, right }
  }
  const unary = (): Node | null => {
    if (peek() !== '!') return comparison()
    at++
    const operand = unary()
    return operand && { kind: 'not', operand }
  }
  const chain = (op: '&&' | '||', next: () => Node | null) => (): Node | null => {
    let left = next()
    while (left && peek() === op) {
      at++
      const right = next()
      left = right && { kind: 'logic', op, left, right }
    }
    return left
  }
  const and = chain('&&', unary)
  const or: () => Node | null = chain('||', and)
  const tree = or()
  return tree && at === tokens.length ? tree : null
}

const numeric = (value: unknown): value is number | bigint =>
  typeof value === 'bigint' || typeof value === 'number'

/** Numbers (int64 exact), numeric strings against numbers, strings without case, others as JSON. */
function order(a: unknown, b: unknown): number | null {
  if (typeof a === 'string' && numeric(b) && a.trim() !== '' && !isNaN(Number(a))) a = Number(a)
  if (typeof b === 'string' && numeric(a) && b.trim() !== '' && !isNaN(Number(b))) b = Number(b)
  if (numeric(a) && numeric(b)) {
    if (typeof a === 'bigint' || typeof b === 'bigint') {
      if (Number.isInteger(Number(a)) && Number.isInteger(Number(b))) {
        const [x, y] = [BigInt(a), BigInt(b)]
        return x === y ? 0 : x < y ? -1 : 1
      }
    }
    return Number(a) - Number(b)
  }
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()]
    return x === y ? 0 : x < y ? -1 : 1
  }
  const same = (value: unknown) =>
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  return same(a) === same(b) ? 0 : null
}

function compare(op: string, a: unknown, b: unknown): boolean {
  const sign = order(a, b)
  if (op === '==') return sign === 0
  if (op === '!=') return sign !== 0
  if (sign === null || Number.isNaN(sign)) return false
  return op === '<' ? sign < 0 : op === '<=' ? sign <= 0 : op === '>' ? sign > 0 : sign >= 0
}

function value(node: Node, scope: Scope): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value
    case 'expression':
      return evaluate(node.parsed, scope)
    case 'not':
      return !value(node.operand, scope)
    case 'logic': {
      const left = Boolean(value(node.left, scope))
      return node.op === '&&'
        ? left && Boolean(value(node.right, scope))
        : left || Boolean(value(node.right, scope))
    }
    case 'compare':
      return compare(node.op, value(node.left, scope), value(node.right, scope))
  }
}

/** Whether a parsed condition holds in `scope`. */
export const holds = (tree: Node, scope: Scope): boolean => Boolean(value(tree, scope))
