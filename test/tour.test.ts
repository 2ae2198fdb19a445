// @vitest-environment node
// Tour files: the shipped one, and hostile ones, which are refused naming the step and field.
import { expect, test } from 'vitest'
import { parseTour, readTour } from '../src/features/tours/tour'
import { builtinTour, builtinTours, workflowTour } from '../src/features/tours/builtin'
import { LANGUAGE_TAG, textIn } from '../src/features/tours/tour-text'

const tour = (steps: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: 'Demo day', steps, ...extra })
const step = (patch: Record<string, unknown> = {}) => ({ title: 'Pets', route: '/pets', ...patch })

test('the shipped tour lists pets, opens one, adds one, shows the call, forces a 503, lists orders, sends a pet without a name', () => {
  expect(textIn(builtinTour.title, 'en')).toBe('The pet store API in two minutes')
  expect(builtinTour.steps.map((s) => s.route)).toEqual([
    '/pets?sort=name',
    '/pets/7',
    '/pets/new',
    '/pets',
    '/orders',
    '/orders',
    '/explorer?operation=POST+%2Fpets&example=no-name',
  ])
  expect(builtinTour.steps[6]?.explorer).toEqual({
    operation: 'POST /pets',
    example: 'no-name',
    send: true,
  })
  expect(builtinTour.steps[3]?.highlight).toEqual({ method: 'POST', path: '/pets' })
  expect(builtinTour.steps[4]?.demo).toMatchObject({ forceStatus: 503 })
})

test('a good file is a tour', () => {
  const parsed = parseTour(tour([step({ demo: { latencyMs: 2000, dataset: 'large' } })]), 'ok.json')
  expect(parsed).toMatchObject({ title: 'Demo day', steps: [{ route: '/pets', note: '' }] })
})

test.each([
  ['not JSON', '{title:', 'bad.json is not a tour: it is not JSON.'],
  ['no steps', tour([]), 'x.json is not a tour we can run: steps is empty.'],
  [
    'too many steps',
    tour(Array.from({ length: 101 }, () => step())),
    'x.json is not a tour we can run: steps is more than 100 steps.',
  ],
  [
    'a wrong type, named by step and field',
    tour([step(), step({ demo: { latencyMs: '2000' } })]),
    'x.json is not a tour we can run: step 2, demo.latencyMs is expected number.',
  ],
  [
    'an out-of-range value',
    tour([step({ demo: { failureRate: 150 } })]),
    'x.json is not a tour we can run: step 1, demo.failureRate is expected <=100.',
  ],
  [
    'a route off the console',
    tour([step({ route: 'https://evil.example/phish' })]),
    'x.json is not a tour we can run: step 1, route is not a path inside the console, starting with /.',
  ],
  [
    'a protocol-relative route',
    tour([step({ route: '//evil.example' })]),
    'x.json is not a tour we can run: step 1, route is not a path inside the console, starting with /.',
  ],
  [
    'an unknown field',
    tour([step({ script: 'alert(1)' })]),
    'x.json is not a tour we can run: step 1, script is not a known field.',
  ],
  [
    'a huge note',
    tour([step({ note: 'x'.repeat(4001) })]),
    'x.json is not a tour we can run: step 1, note is too long.',
  ],
  [
    'a string, not an object',
    '"Demo day"',
    'x.json is not a tour we can run: the file is expected Object.',
  ],
  [
    'an id that is not lowercase letters, digits and -',
    tour([step()], { id: 'Demo day' }),
    'x.json is not a tour we can run: id is not lowercase letters, digits and -.',
  ],
  [
    'a missing title',
    JSON.stringify({ steps: [step()] }),
    'x.json is not a tour we can run: title is missing.',
  ],
])('%s is refused', (_, source, error) => {
  const name = source.startsWith('{title') ? 'bad.json' : 'x.json'
  expect(parseTour(source, name)).toEqual({ error })
})

test('a step can open the explorer with an operation and an example instead of a route', () => {
  const parsed = parseTour(
    tour([{ title: 'No name', explorer: { operation: 'createPet', example: 'no-name' } }]),
    'e.json',
  )
  expect(parsed).toMatchObject({
    steps: [
      {
        route: '/explorer?operation=createPet&example=no-name',
        explorer: { operation: 'createPet', example: 'no-name', send: false },
      },
    ],
  })
})

test.each([
  ['both a route and an explorer request', { route: '/pets', explorer: { operation: 'listPets' } }],
  [
    'both a route and a workflow step',
    { route: '/pets', workflow: { workflowId: 'first-order-pet', stepId: 'open-pet' } },
  ],
  ['neither', {}],
])('a step with %s is refused', (_, patch) => {
  expect(parseTour(tour([{ title: 'T', ...patch }]), 'x.json')).toEqual({
    error:
      'x.json is not a tour we can run: step 1 is not a step with a route, an explorer request or a workflow step, one of the three.',
  })
})

test('a step can open a workflow at a step, the bundled document by default', () => {
  const parsed = parseTour(
    tour([
      step(),
      {
        title: 'Add one',
        workflow: {
          workflowId: 'add-and-read-pet',
          stepId: 'read-pet',
          inputs: { pet: { id: 77, name: 'Tour' } },
        },
      },
    ]),
    'w.json',
  )
  if ('error' in parsed) throw new Error(parsed.error)
  expect(parsed.steps[1]?.workflow).toEqual({
    document: 'bundled',
    workflowId: 'add-and-read-pet',
    stepId: 'read-pet',
    inputs: { pet: { id: 77, name: 'Tour' } },
  })
  // The page's address is the page's to write: the step rides in the navigation's state.
  expect(parsed.steps[1]?.route).toBe('/workflows')
})

test.each([
  [
    'a document that is neither bundled nor a URL',
    { document: 'file', workflowId: 'w', stepId: 's' },
    'step 2, workflow.document is not bundled, or the http(s) URL of an Arazzo document.',
  ],
  [
    'a document on another scheme',
    { document: 'javascript:alert(1)', workflowId: 'w', stepId: 's' },
    'step 2, workflow.document is not bundled, or the http(s) URL of an Arazzo document.',
  ],
  [
    'a stepId that is not an Arazzo id',
    { workflowId: 'first-order-pet', stepId: 'open pet' },
    'step 2, workflow.stepId is not an Arazzo id: letters, digits, _ and -.',
  ],
  ['a missing workflowId', { stepId: 'open-pet' }, 'step 2, workflow.workflowId is missing.'],
  [
    'inputs that are not an object',
    { workflowId: 'w', stepId: 's', inputs: [1] },
    "step 2, workflow.inputs is not an object of the workflow's inputs by name.",
  ],
  [
    'an unknown field',
    { workflowId: 'w', stepId: 's', run: true },
    'step 2, workflow.run is not a known field.',
  ],
])('a workflow step with %s is refused, naming the step and field', (_, workflow, detail) => {
  expect(parseTour(tour([step(), { title: 'W', workflow }]), 'x.json')).toEqual({
    error: `x.json is not a tour we can run: ${detail}`,
  })
})

test('the shipped workflow tour runs the pet store workflow’s two steps, then shows its link', () => {
  expect(builtinTours).toEqual([builtinTour, workflowTour])
  expect(textIn(workflowTour.title, 'en')).toBe('A workflow, step by step')
  expect(workflowTour.id).toBe('a-workflow-step-by-step')
  expect(workflowTour.steps.map((s) => s.workflow?.stepId ?? s.route)).toEqual([
    'list-orders',
    'open-pet',
    '/workflows?document=bundled&workflow=first-order-pet&step=open-pet',
  ])
})

test('__proto__ in a tour file is refused as an unknown field and pollutes nothing', () => {
  const source = '{"title":"T","steps":[{"title":"S","route":"/","__proto__":{"polluted":true}}]}'
  expect(parseTour(source, 'p.json')).toEqual({
    error: 'p.json is not a tour we can run: step 1, __proto__ is not a known field.',
  })
  expect(Object.prototype).not.toHaveProperty('polluted')
})

test('HTML in a note is kept as text, to be rendered as text', () => {
  const parsed = parseTour(
    tour([step({ note: '<img src=x onerror=alert(1)> **bold**' })]),
    'h.json',
  )
  expect(parsed).toMatchObject({ steps: [{ note: '<img src=x onerror=alert(1)> **bold**' }] })
})

test('docs/tour.schema.json describes the same fields, required ones and limits as the code', async () => {
  const { readFileSync } = await import('node:fs')
  const { tourSchema } = await import('../src/features/tours/tour')
  const schema = JSON.parse(readFileSync('docs/tour.schema.json', 'utf8'))
  const step = schema.$defs.step
  const stepEntries = tourSchema.entries.steps.pipe[0].item.entries
  expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(tourSchema.entries).sort())
  expect(Object.keys(step.properties).sort()).toEqual(Object.keys(stepEntries).sort())
  const demo = stepEntries.demo.wrapped.entries
  expect(Object.keys(step.properties.demo.properties).sort()).toEqual(Object.keys(demo).sort())
  expect(schema.required).toEqual(['title', 'steps'])
  expect(step.required).toEqual(['title'])
  expect(step.oneOf).toEqual([
    { required: ['route'] },
    { required: ['explorer'] },
    { required: ['workflow'] },
  ])
  const explorer = stepEntries.explorer.wrapped.entries
  expect(Object.keys(step.properties.explorer.properties).sort()).toEqual(
    Object.keys(explorer).sort(),
  )
  const workflow = stepEntries.workflow.wrapped.entries
  expect(Object.keys(step.properties.workflow.properties).sort()).toEqual(
    Object.keys(workflow).sort(),
  )
  expect(step.properties.workflow.required).toEqual(['workflowId', 'stepId'])
  const document = new RegExp(step.properties.workflow.properties.document.pattern)
  expect(['bundled', 'https://x.example/a.yaml', 'HTTP://x'].map((d) => document.test(d))).toEqual([
    true,
    true,
    true,
  ])
  expect(['file', 'javascript:x', 'ftp://x'].some((d) => document.test(d))).toBe(false)
  // A text is the same in both: a string, or an object of language tag → text.
  expect(schema.properties.title).toEqual({ $ref: '#/$defs/title' })
  expect(step.properties.title).toEqual({ $ref: '#/$defs/title' })
  expect(step.properties.note).toEqual({ $ref: '#/$defs/note' })
  expect(schema.$defs.languageTag.pattern).toBe(LANGUAGE_TAG.source)
  // The shipped tour passes the documented limits too: every route matches the pattern.
  const route = new RegExp(step.properties.route.pattern)
  expect(builtinTours.every((t) => t.steps.every((s) => route.test(s.route)))).toBe(true)
})

test('a tour file is read from disk, and one over 1 MB is refused unread, by name', async () => {
  const good = new File([tour([step()])], 'small.json')
  expect(await readTour(good)).toMatchObject({ title: 'Demo day', steps: [{ route: '/pets' }] })
  const big = new File([tour([step({ note: 'x'.repeat(1024 * 1024) })])], 'big.json')
  expect(await readTour(big)).toEqual({ error: 'big.json is over 1 MB: not a tour.' })
  // Exactly 1 MB is still read: the limit is on what is over it.
  const source = tour([step()])
  const atLimit = new File([source.padEnd(1024 * 1024, ' ')], 'limit.json')
  expect(await readTour(atLimit)).toMatchObject({ title: 'Demo day' })
})

test('a text field may be an object of language → text, kept in the author’s order', () => {
  const parsed = parseTour(
    tour(
      [step({ title: { de: 'Haustiere', en: 'Pets' }, note: { en: '**Bold**', ja: '**太字**' } })],
      {
        title: { en: 'Demo day', de: 'Vorführtag', 'pt-BR': 'Dia de demonstração' },
      },
    ),
    'l.json',
  )
  if ('error' in parsed) throw new Error(parsed.error)
  expect(Object.keys(parsed.title)).toEqual(['en', 'de', 'pt-BR'])
  expect(textIn(parsed.title, 'de')).toBe('Vorführtag')
  expect(textIn(parsed.title, 'pt')).toBe('Dia de demonstração')
  // The console's language by its base: a pseudo-locale or a regional tag still finds English.
  expect(textIn(parsed.title, 'en-XA')).toBe('Demo day')
  const [first] = parsed.steps
  expect(textIn(first?.note ?? '', 'ja')).toBe('**太字**')
})

test('a text without the console’s language falls back to the first one it lists', () => {
  const parsed = parseTour(tour([step({ title: { fr: 'Animaux', en: 'Pets' } })]), 'f.json')
  if ('error' in parsed) throw new Error(parsed.error)
  expect(textIn(parsed.steps[0]?.title ?? '', 'de')).toBe('Animaux')
  expect(textIn(parsed.steps[0]?.title ?? '', 'en')).toBe('Pets')
  expect(textIn('Plain', 'ja')).toBe('Plain')
})

test.each([
  ['no language at all', { title: {} }, 'title is not text in one language or more'],
  ['a number', { title: 42 }, 'title is not text, or an object of texts by language'],
  ['null', { title: null }, 'title is not text, or an object of texts by language'],
  [
    'a list',
    { title: ['Demo', 'Vorführung'] },
    'title is not text, or an object of texts by language',
  ],
  [
    'a key that is no language tag',
    { title: { english: 'Demo' } },
    'title.english is not a language tag such as en or pt-BR',
  ],
  ['an empty text in one language', { title: { en: 'Demo', de: ' ' } }, 'title.de is empty'],
])('a per-language tour title with %s is refused, naming the field', (_, patch, detail) => {
  expect(parseTour(tour([step()], patch), 'x.json')).toEqual({
    error: `x.json is not a tour we can run: ${detail}.`,
  })
})

test.each([
  [
    'a text that is not a string',
    { note: { en: 'Fine', de: 5 } },
    'step 2, note.de is expected string',
  ],
  [
    'a note too long in one language',
    { note: { en: 'Short', ja: 'x'.repeat(4001) } },
    'step 2, note.ja is too long',
  ],
  ['an empty title object', { title: {} }, 'step 2, title is not text in one language or more'],
])(
  'a per-language step field with %s is refused, naming the step and field',
  (_, patch, detail) => {
    expect(parseTour(tour([step(), step(patch)]), 'x.json')).toEqual({
      error: `x.json is not a tour we can run: ${detail}.`,
    })
  },
)

test('__proto__ as a language pollutes nothing', () => {
  const source =
    '{"title":{"__proto__":{"polluted":true},"en":"T"},"steps":[{"title":"S","route":"/"}]}'
  const parsed = parseTour(source, 'p.json')
  if ('error' in parsed) throw new Error(parsed.error)
  expect(textIn(parsed.title, 'de')).toBe('T')
  expect(Object.prototype).not.toHaveProperty('polluted')
})

test('the shipped tour is in English first, then German, Arabic and Japanese, each fully translated', () => {
  const fields = [builtinTour.title, ...builtinTour.steps.flatMap((s) => [s.title, s.note])]
  // The same Markdown in every language: as many bold names, list items and paragraphs.
  const shape = (markdown: string) =>
    [/\*\*[^*]+\*\*/g, /^- /gm, /\n\s*\n/g].map((pattern) => markdown.match(pattern)?.length ?? 0)
  for (const field of fields) {
    expect(typeof field === 'object' && Object.keys(field)).toEqual(['en', 'de', 'ar', 'ja'])
    const english = textIn(field, 'en')
    for (const code of ['de', 'ar', 'ja']) {
      expect(textIn(field, code)).not.toBe(english)
      expect(shape(textIn(field, code))).toEqual(shape(english))
    }
  }
})
