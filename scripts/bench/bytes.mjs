// Bytes (no browser): the JS a first visit loads, from the build manifest: gzip of the static-import
// closures of the entry, of what it imports at once and of the opened route; the demo worker apart.
import { readFileSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { distDir, options, root } from './options.mjs'
import { KiB, record } from './report.mjs'
import { gzip } from './serve.mjs'

/** Each page's lazy route module, as src/app/pages.ts imports it: path → module path in src/. */
function routeModules() {
  const source = readFileSync(join(root, 'src/app/pages.ts'), 'utf8')
  const modules = new Map()
  let path = null
  // Each page declares its path, then its load: () => import('…').
  for (const m of source.matchAll(/(['"])(\/[^'"]*|\*)\1|import\(\s*(['"])([^'"]+)\3\s*\)/g)) {
    if (m[2] !== undefined) path = m[2]
    else if (path !== null) {
      modules.set(path, posix.join('src/app', m[4]))
      path = null
    }
  }
  return modules
}

/** The build manifest, with the gzip size of files and of the closures of its keys. */
function readManifest() {
  const manifest = JSON.parse(readFileSync(join(distDir, 'app-files.json'), 'utf8'))
  const gzipBytes = new Map()
  const gz = (file) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzip(readFileSync(join(distDir, file))).length)
    return gzipBytes.get(file)
  }
  /** The JS files a manifest key loads before it runs: itself and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`)
    seen.add(key)
    for (const i of manifest[key].imports ?? []) closure(i, seen)
    return seen
  }
  return {
    manifest,
    gz,
    size: (files) => files.reduce((sum, f) => sum + gz(f), 0),
    closure,
    jsOf: (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')),
    keyOf: (module) =>
      ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts']
        .map((e) => module + e)
        .find((k) => manifest[k]) ?? module,
  }
}

export async function benchBundle() {
  const { manifest, gz, size, closure, jsOf, keyOf } = readManifest()
  const routes = routeModules()
  // The demo API's worker (decision 0021): a file of its own, which only demo mode loads.
  const demo = readdirSync(join(distDir, 'assets'))
    .filter((f) => /^demo-api-worker-[\w-]+\.js$/.test(f))
    .map((f) => `assets/${f}`)
  if (demo.length !== 1) throw new Error(`expected one demo-api-worker-*.js, found ${demo.length}`)
  const out = {}
  for (const path of ['/', '/pets', '/orders']) {
    if (!routes.has(path)) throw new Error(`no route module for ${path} in src/app/pages.ts`)
    const route = keyOf(routes.get(path))
    // The entry, what it imports at once (the console's start, decision 0035) and the page's route.
    const first = closure('index.html')
    for (const key of manifest['index.html'].dynamicImports ?? []) closure(key, first)
    const files = jsOf(closure(route, first))
    const demoOnly = demo.filter((f) => !files.includes(f))
    const js = size(files)
    const guard = options.bundleBudgetKiB
    record('bundle', `first page ${path} (${route}): JS gzip`, js, {
      ...(guard === null ? { info: true } : { max: guard * KiB }),
      unit: 'KiB',
      detail: files.map((f) => ({ file: f, gzip: gz(f) })),
    })
    record('bundle', `first page ${path}: demo-only JS gzip (demo mode)`, size(demoOnly), {
      unit: 'KiB',
      info: true,
      detail: demoOnly,
    })
    out[path] = { route, files, gzip: js, demoOnly, demoOnlyGzip: size(demoOnly) }
  }
  const all = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
  record('bundle', `all JS (${all.length} files): gzip`, size(all), { unit: 'KiB', info: true })
  out.allJsGzip = size(all)
  return out
}
