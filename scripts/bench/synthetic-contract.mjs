// A made-up OpenAPI 3.0 contract as large as Microsoft Graph v1.0 (11,422 operations): deep paths
// with `{x-id}` parameters, tags of two words, summaries, a few operations without a tag, and every
// method OpenAPI allows. The same every time: no randomness.
const NOUNS = [
  'users',
  'groups',
  'sites',
  'drives',
  'teams',
  'chats',
  'devices',
  'applications',
  'contacts',
  'events',
  'calendars',
  'messages',
  'attachments',
  'mailFolders',
  'childFolders',
  'items',
  'lists',
  'columns',
  'permissions',
  'members',
  'owners',
  'channels',
  'tabs',
  'plans',
  'tasks',
  'buckets',
  'notebooks',
  'sections',
  'pages',
  'photos',
]
const VERBS = { get: 'Get', post: 'Create', patch: 'Update', delete: 'Delete', put: 'Replace' }

const noun = (n) => NOUNS[n % NOUNS.length]
const idOf = (name) => `${name.replace(/s$/, '')}-id`

/** The same numbers every run: a small linear congruential generator. */
const numbers = (seed) => {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31)
}

/** A path of one to six nouns, each but the last (and half the last ones) with its `{x-id}`. */
function pathFor(n, taken) {
  const next = numbers(n + 1)
  const depth = 1 + ((next() >> 8) % 6)
  const segments = []
  for (let d = 0; d < depth; d++) {
    const name = d === 0 ? noun(n) : noun(next() >> 8)
    segments.push(name)
    if (d < depth - 1 || n % 2 === 0) segments.push(`{${idOf(name)}}`)
  }
  let path = `/${segments.join('/')}`
  // Taken already: a deeper path, as a real API nests one more collection.
  for (let tries = 0; taken[path] && tries < 5; tries++) path += `/${noun(next() >> 8)}`
  return taken[path] ? `${path}/microsoft.graph.function${n}()` : path
}

function methodsFor(n) {
  const list = ['get']
  if (n % 3 === 0) list.push('post')
  if (n % 4 === 0) list.push('patch')
  if (n % 5 === 0) list.push('delete')
  if (n % 97 === 0) list.push('head')
  if (n % 499 === 0) list.push('options', 'trace')
  return list
}

function operation(method, path, n) {
  const names = path.split('/').filter((s) => s && !s.startsWith('{'))
  const [first, second, last] = [names[0], names[1] ?? names[0], names.at(-1)]
  const parameters = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  return {
    operationId: `${first}.${last}.${method}${n}`,
    summary: `${VERBS[method] ?? method.toUpperCase()} ${last} of ${first}`,
    ...(n % 50 === 7 ? {} : { tags: [`${first}.${second}`] }),
    parameters,
    responses: { 200: { description: 'OK' } },
  }
}

/** A contract with `count` operations. */
export function syntheticContract(count = 11_422) {
  const paths = {}
  let made = 0
  for (let n = 0; made < count; n++) {
    const path = pathFor(n, paths)
    paths[path] = {}
    for (const method of methodsFor(n)) {
      if (made === count) break
      paths[path][method] = operation(method, path, n)
      made++
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Synthetic, Microsoft Graph sized', version: '1.0' },
    paths,
    components: { schemas: {} },
  }
}
