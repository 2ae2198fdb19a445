// Reading the source for `npm run stats`: which files count, how long each function is, and what
// each file imports (with the TypeScript compiler's own parser, so no pattern misses a form).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

export interface FunctionSize {
  file: string
  name: string
  lines: number
  /** Named in PascalCase in a .tsx file: React's own test for a component. */
  component: boolean
}

const code = /\.(ts|tsx|mjs|js)$/
const skipped = new Set(['node_modules', 'dist', 'floor'])

/** Code files under each folder, as paths relative to `root`, sorted. */
export function codeFiles(root: string, folders: string[]): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (!skipped.has(name)) walk(path)
      } else if (code.test(name) && !name.endsWith('.d.ts')) found.push(relative(root, path))
    }
  }
  for (const folder of folders) walk(join(root, folder))
  return found.sort()
}

const parse = (root: string, file: string) =>
  ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)

/** Every named function (declaration, or arrow/function expression bound to a name), with its lines. */
export function functionsOf(root: string, file: string): FunctionSize[] {
  const source = parse(root, file)
  const sizes: FunctionSize[] = []
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line
  const add = (name: string, node: ts.Node) =>
    sizes.push({
      file,
      name,
      lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1,
      component: file.endsWith('.tsx') && /^[A-Z]/.test(name),
    })
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) add(node.name.text, node)
    else if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) add(node.name.text, node)
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      add(node.name.text, node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return sizes
}

/** The files of `src/` this file imports at run time (type-only imports left out), relative to root. */
export function importsOf(root: string, file: string): string[] {
  const source = parse(root, file)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings
      const onlyTypes =
        named &&
        ts.isNamedImports(named) &&
        !node.importClause?.name &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly)
      if (!onlyTypes && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveFile(root, join(dirname(file), s)))
    .filter((f): f is string => f !== null)
}

function resolveFile(root: string, path: string): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) {
    const full = join(root, candidate)
    if (existsSync(full) && statSync(full).isFile() && code.test(candidate)) return candidate
  }
  return null
}
