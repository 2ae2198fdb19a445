// @vitest-environment jsdom (settings name the demo API from window.location)
// The Arazzo engine: reading and checking documents (each bad one named with its path), and
// running workflows step by step against the demo's own handlers.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { bundledContract } from '../src/features/contract/contract'
import type { ContractRead } from '../src/features/contract/read-contract'
import { readContract } from '../src/features/contract/read-contract'
import { holds, parseCondition } from '../src/features/workflows/condition'
import { evaluate, parseExpression, type Scope } from '../src/features/workflows/expressions'
import { readArazzo, type Problem } from '../src/features/workflows/read-arazzo'
import { WorkflowRun } from '../src/features/workflows/runner'
import { runUntil } from '../src/features/workflows/run-until'
import { sendCall } from '../src/features/workflows/send-step'
import { resolveSources } from '../src/features/workflows/sources'
import { validateArazzo } from '../src/features/workflows/validate'
import { say } from '../src/lib/i18n/i18n'
import { API, server, testDb } from './server'
import { petstore } from './workflows-fixture'

const noLoad = (): Promise<ContractRead> => Promise.reject(new Error('no other contract here'))

const worded = (problems: Problem[]) => problems.map((p) => `${p.path}: ${say(p.words)}`)

async function load(text: string, loadContract: (url: string) => Promise<ContractRead> = noLoad) {
  const read = await readArazzo(text)
  if (!read.ok) return { doc: null, problems: worded(read.problems) }
  const sources = await resolveSources(read.doc, { home: bundledContract(), load: loadContract })
  return { doc: read.doc, sources, problems: worded(validateArazzo(read.doc, sources)) }
}

async function run(text: string, workflowId: string, inputs = {}, stepLimit?: number) {
  const { doc, sources, problems } = await load(text)
  expect(problems).toEqual([])
  const run = new WorkflowRun(doc!, sources!, workflowId, inputs, {
    send: sendCall,
    sleep: () => Promise.resolve(),
    stepLimit,
  })
  await run.runAll()
  return run
}

/** A one-workflow document over the bundled contract, its steps in YAML. */
const doc = (steps: string, extra = '', version = '1.0.1') => `
arazzo: ${version}
info: { title: Test, version: '1' }
sourceDescriptions: [{ name: petstore, url: ./openapi.yaml, type: openapi }]
workflows:
  - workflowId: main
    steps:
${steps}
${extra}`

describe('expressions', () => {
  const scope: Scope = {
    inputs: { pet: { id: 9007199254740993n, name: 'Rex' } },
    outputs: {},
    steps: { list: { outputs: { first: 7 } } },
    workflows: {},
    sourceDescriptions: {},
    components: {},
    response: {
      headers: { 'Content-Type': 'application/json' },
      body: [{ petId: 3 }],
      status: 200,
    },
  }

  it('reads Arazzo and OpenAPI expressions, with JSON pointers, int64 exact', () => {
    const value = (text: string) => evaluate(parseExpression(text)!, scope)
    expect(value('$inputs.pet#/id')).toBe(9007199254740993n)
    expect(value('$inputs.pet.name')).toBe('Rex')
    expect(value('$inputs.pet.name.first')).toBeUndefined()
    expect(value('$response.body#/0/petId')).toBe(3)
    expect(value('$response.header.content-type')).toBe('application/json')
    expect(value('$steps.list.outputs.first')).toBe(7)
    expect(value('$statusCode')).toBe(200)
    expect(value('$response.body#/5/petId')).toBeUndefined()
  })

  it('refuses what is not in the grammar', () => {
    for (const bad of [
      '$respons.body',
      '$steps.x.inputs.y',
      '$response.query.a',
      'inputs.x',
      '$inputs.',
    ])
      expect(parseExpression(bad), bad).toBeNull()
  })

  it('evaluates simple conditions: case-insensitive strings, logic, int64', () => {
    const check = (text: string) => holds(parseCondition(text)!, scope)
    expect(check('$statusCode == 200 && $response.body#/0/petId < 4')).toBe(true)
    expect(check("$response.header.content-type == 'APPLICATION/JSON'")).toBe(true)
    expect(check('!($statusCode == 200) || $inputs.pet#/id == 9007199254740993')).toBe(false)
    expect(parseCondition('$statusCode ==')).toBeNull()
    expect(parseCondition('$statusCode = 200')).toBeNull()
  })
})

describe('reading and checking a document', () => {
  it('accepts the bundled pet store workflows', async () => {
    expect((await load(petstore)).problems).toEqual([])
  })

  it('refuses what is not Arazzo, naming why', async () => {
    expect((await load('openapi: 3.0.3\npaths: {}')).problems).toEqual([
      'arazzo: this is an OpenAPI document, not an Arazzo one',
    ])
    expect((await load('just: text')).problems).toEqual([
      'arazzo: the file is not an Arazzo document: it has no arazzo field',
    ])
    expect((await load('a: [b')).problems[0]).toMatch(/^\$: the file is neither JSON nor YAML/)
  })

  it('refuses a newer major version', async () => {
    const text = doc('      - { stepId: a, operationId: listPets }', '', '2.0.0')
    expect((await load(text)).problems).toEqual([
      'arazzo: Arazzo 2.0.0 is a newer major version; the console runs Arazzo 1.0.x',
    ])
  })

  it('names a missing field by its path', async () => {
    expect(
      (await load(doc('      - { stepId: a, operationId: listPets }').replace('title: Test,', '')))
        .problems,
    ).toEqual(['info.title: is missing'])
  })

  it('names an unknown operationId, a broken expression and a goto to no step', async () => {
    const steps = `
      - stepId: a
        operationId: adoptPet
      - stepId: b
        operationId: listPets
        outputs: { first: $respons.body#/0 }
        onSuccess: [{ name: back, type: goto, stepId: nowhere }]`
    expect((await load(doc(steps))).problems).toEqual([
      'workflows[0].steps[0].operationId: no source description has an operation adoptPet',
      'workflows[0].steps[1].onSuccess[0].stepId: goto names step nowhere, which this workflow does not have',
      'workflows[0].steps[1].outputs.first: $respons.body#/0 is not a runtime expression',
    ])
  })

  it('names a bad criterion, a missing reference, and says XPath is not supported', async () => {
    const steps = `
      - stepId: a
        operationId: listPets
        parameters: [{ reference: $components.parameters.nope }]
        successCriteria:
          - { condition: '$statusCode = 200' }
          - { context: $response.body, condition: '$[?', type: jsonpath }
          - { context: $response.body, condition: '/pets', type: xpath }`
    const problems = (await load(doc(steps))).problems
    expect(problems).toEqual([
      'workflows[0].steps[0].parameters[0].reference: $components.parameters.nope names no component of this document',
      'workflows[0].steps[0].successCriteria[0].condition: $statusCode = 200 is not a condition',
      expect.stringMatching(
        /^workflows\[0\]\.steps\[0\]\.successCriteria\[1\]\.condition: \$\[\? is not an RFC 9535 JSONPath query/,
      ),
      'workflows[0].steps[0].successCriteria[2].type: XPath criteria are not supported: this criterion fails when it is reached',
    ])
  })

  it('resolves an operationPath and a second source description by its URL', async () => {
    const other = 'https://other.example/openapi.json'
    const contract = JSON.stringify({
      openapi: '3.0.3',
      servers: [{ url: 'https://other.example/v2' }],
      paths: { '/toys': { get: { operationId: 'listToys', responses: {} } } },
    })
    const text = `
arazzo: 1.0.0
info: { title: Two, version: '1' }
sourceDescriptions:
  - { name: petstore, url: ./openapi.yaml }
  - { name: toys, url: '${other}' }
workflows:
  - workflowId: both
    steps:
      - { stepId: pets, operationPath: '{$sourceDescriptions.petstore.url}#/paths/~1pets~1{petId}/get' }
      - { stepId: toys, operationId: $sourceDescriptions.toys.listToys }
      - { stepId: none, operationId: $sourceDescriptions.toys.listPets }`
    const { problems, sources } = await load(text, (url) =>
      readContract(url === other ? contract : ''),
    )
    expect(problems).toEqual([
      'workflows[0].steps[2].operationId: no source description has an operation $sourceDescriptions.toys.listPets',
    ])
    expect(sources?.get('toys')).toMatchObject({ otherServer: 'https://other.example/v2' })
  })
})

describe('running', () => {
  it('adds a pet and reads it back, with an int64 id exact', async () => {
    const pet = { id: 9007199254740993n, name: 'Bigint', tag: 'whale', status: 'available' }
    const done = await run(petstore, 'add-and-read-pet', { pet })
    expect(done.reason).toBeNull()
    expect(done.status).toBe('passed')
    expect(done.results.map((r) => [r.stepId, r.passed, r.answer?.record?.status])).toEqual([
      ['create-pet', true, 201],
      ['read-pet', true, 200],
    ])
    expect(done.results[1]?.answer?.record?.url).toBe(`${API}/pets/9007199254740993`)
    expect(done.outputs).toEqual({ petId: 9007199254740993n, name: 'Bigint' })
  })

  it('opens the pet of the first order', async () => {
    const done = await run(petstore, 'first-order-pet')
    expect(done.status).toBe('passed')
    const first = testDb.orders[0]!
    expect(done.results[1]?.answer?.record?.url).toBe(`${API}/pets/${String(first.petId)}`)
    expect(done.results[0]?.verdicts.map((v) => [v.type, v.passed])).toEqual([
      ['simple', true],
      ['jsonpath', true],
    ])
  })

  it('fails a step whose criterion does not hold, and says which', async () => {
    server.use(http.get(`${API}/store/orders`, () => HttpResponse.json([])))
    const done = await run(petstore, 'first-order-pet')
    expect(done.status).toBe('failed')
    expect(say(done.reason!)).toBe('step list-orders failed')
    expect(done.results[0]?.verdicts.map((v) => v.passed)).toEqual([true, false])
  })

  it('goes step by step with next()', async () => {
    const { doc: read, sources } = await load(petstore)
    const stepping = new WorkflowRun(read!, sources!, 'first-order-pet', {}, { send: sendCall })
    expect((await stepping.next())?.stepId).toBe('list-orders')
    expect(stepping.status).toBe('running')
    expect((await stepping.next())?.stepId).toBe('open-pet')
    expect(await stepping.next()).toBeNull()
    expect(stepping.status).toBe('passed')
  })

  it('reads nested inputs by a dotted name, and leaves a query out when its input is', async () => {
    const steps = `
      - stepId: list
        operationId: listPets
        parameters: [{ name: limit, in: query, value: $inputs.filter.limit }]`
    const given = await run(doc(steps), 'main', { filter: { limit: 3 } })
    expect(given.results[0]?.call?.path).toBe('/pets?limit=3')
    const left = await run(doc(steps), 'main', { filter: {} })
    expect(left.results[0]?.call?.path).toBe('/pets')
  })

  it('stops an endless goto at the step limit, named', async () => {
    const steps = `
      - stepId: again
        operationId: listPets
        onSuccess: [{ name: loop, type: goto, stepId: again }]`
    const done = await run(doc(steps), 'main', {}, 5)
    expect(done.results).toHaveLength(5)
    expect(say(done.reason!)).toBe(
      'stopped at the step limit of 5 steps per run: a goto or retry may loop',
    )
  })

  it('retries up to retryLimit, then fails; end stops early', async () => {
    const steps = `
      - stepId: missing
        operationId: showPetById
        parameters: [{ reference: $components.parameters.missing }]
        successCriteria: [{ condition: $statusCode == 200 }]
        onFailure:
          - { name: gone, type: end, criteria: [{ condition: $statusCode == 410 }] }
          - { name: again, type: retry, retryAfter: 1, retryLimit: 2 }`
    const extra = `
components:
  parameters:
    missing: { name: petId, in: path, value: 999999 }`
    const done = await run(doc(steps, extra), 'main')
    expect(done.results.map((r) => r.attempt)).toEqual([1, 2, 3])
    expect(say(done.reason!)).toBe('step missing still failed after 2 retries')
  })

  it('runs a step that calls another workflow, after its dependsOn', async () => {
    const text = `
arazzo: 1.0.1
info: { title: Nested, version: '1' }
sourceDescriptions: [{ name: petstore, url: ./openapi.yaml }]
workflows:
  - workflowId: count-pets
    steps:
      - stepId: list
        operationId: listPets
        outputs: { count: $response.body#/0/id }
    outputs: { first: $steps.list.outputs.count }
  - workflowId: orders
    steps: [{ stepId: list, operationId: listOrders }]
  - workflowId: outer
    dependsOn: [orders]
    steps:
      - stepId: inner
        workflowId: count-pets
        successCriteria: [{ condition: $outputs.first != null }]
        outputs: { first: $outputs.first }
      - stepId: done
        operationId: showPetById
        parameters: [{ name: petId, in: path, value: $steps.inner.outputs.first }]
        onSuccess: [{ name: finish, type: end }]
      - { stepId: never, operationId: listPets }`
    const done = await run(text, 'outer')
    expect(done.status).toBe('passed')
    expect(done.results.map((r) => `${r.workflowId}/${r.stepId}`)).toEqual([
      'orders/list',
      'count-pets/list',
      'outer/inner',
      'outer/done',
    ])
  })
})

describe('asking before a call, and running up to a step', () => {
  it('holds the run at a call the user declines, sends nothing, and asks again on the next step', async () => {
    const { doc, sources } = await load(petstore)
    const asked: string[] = []
    let answer = false
    const run = new WorkflowRun(
      doc!,
      sources!,
      'add-and-read-pet',
      { pet: { id: 6060, name: 'Asked' } },
      {
        send: sendCall,
        confirm: (call) => (asked.push(`${call.method} ${call.path}`), Promise.resolve(answer)),
      },
    )
    expect(await run.next()).toBeNull()
    expect(run.status).toBe('held')
    expect(run.finished).toBe(false)
    expect(run.upcoming).toEqual({
      workflowId: 'add-and-read-pet',
      stepId: 'create-pet',
      main: true,
    })
    expect(run.results).toEqual([])
    expect(testDb.pets.some((pet) => pet.id === 6060)).toBe(false)

    answer = true
    await run.runAll()
    expect(run.status).toBe('passed')
    expect(asked).toEqual(['POST /pets', 'POST /pets', 'GET /pets/6060'])
  })

  it('runs the steps before a step, so that step is next with their outputs', async () => {
    const { doc, sources } = await load(petstore)
    const run = new WorkflowRun(doc!, sources!, 'first-order-pet', {}, { send: sendCall })
    await runUntil(run, 'open-pet')
    expect(run.results.map((r) => r.stepId)).toEqual(['list-orders'])
    expect(run.upcoming?.stepId).toBe('open-pet')
    await runUntil(run, 'open-pet')
    expect(run.results).toHaveLength(1)
  })

  it('runs the workflows a workflow depends on before its first step, and says so as the next call', async () => {
    const { doc, sources } = await load(`
arazzo: 1.0.1
info: { title: Depends, version: '1' }
sourceDescriptions: [{ name: petstore, url: ./openapi.yaml }]
workflows:
  - workflowId: orders
    steps: [{ stepId: list, operationId: listOrders }]
  - workflowId: pets
    dependsOn: [orders]
    steps: [{ stepId: list, operationId: listPets }]`)
    const run = new WorkflowRun(doc!, sources!, 'pets', {}, { send: sendCall })
    expect(run.upcoming).toEqual({ workflowId: 'orders', stepId: 'list', main: false })
    expect(run.mainStep).toBe('list')
    await runUntil(run, 'list')
    expect(run.results.map((r) => `${r.workflowId}/${r.stepId}`)).toEqual(['orders/list'])
    expect(run.upcoming).toEqual({ workflowId: 'pets', stepId: 'list', main: true })
  })
})
