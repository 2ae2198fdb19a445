// @vitest-environment jsdom (a snippet tells the demo's address, from window.location, from others)
// The snippets run where this machine can run them, against `npm run api` (a real HTTP server that
// requires a key): cURL in bash, Python requests, and fetch in Node. PowerShell and HTTPie run when
// pwsh or http are installed; otherwise their text is checked in snippets.test.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prepareRequest } from '../src/api/prepare'
import { defaultAuth } from '../src/api/settings'
import {
  toCurl,
  toFetch,
  toHttpie,
  toPowerShell,
  toPython,
  type CopyOptions,
} from '../src/api/snippets'
import type { ApiTarget, AuthSettings } from '../src/api/target'

const KEY = 'snippet-s3cret'
let api: ChildProcess
let baseUrl = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}/v1`
  // One process (not npx → tsx → node), so afterAll's kill stops the server itself.
  api = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-server.ts', '--port', String(port)],
    {
      env: { ...process.env, API_KEY: KEY },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`the API server exited (${code})`)))
    api.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Pet store API on')) resolve()
    })
  })
}, 60_000)

afterAll(() => {
  api.kill()
})

const has = (command: string, ...args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0

/** Runs a program with the snippet as its last argument; returns what it printed. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 })
  if (result.error) throw result.error
  return `${result.stdout}${result.stderr}`
}

const target = (auth: AuthSettings = defaultAuth): ApiTarget => ({
  environment: 'custom',
  baseUrl,
  auth,
  apiKey: KEY,
})
const withKey: CopyOptions = { includeSecrets: true }
const redacted: CopyOptions = { includeSecrets: false }
const newPet = (id: string) => ({ id: BigInt(id), name: `Snippet ${id}`, status: 'sold' })

test('cURL runs in bash: a GET with the key lists pets; redacted, the server refuses it', () => {
  const list = prepareRequest('/pets', { target: target() })
  expect(run('bash', ['-c', `${toCurl(list, withKey)} -sS`])).toContain('"name":"Biscuit"')
  expect(run('bash', ['-c', `${toCurl(list, redacted)} -sS`])).toContain(
    'Missing or invalid API key',
  )
  const id = '9007199254740993'
  const create = prepareRequest('/pets', { method: 'POST', body: newPet(id), target: target() })
  expect(run('bash', ['-c', `${toCurl(create, withKey)} -sS -w ' %{http_code}'`])).toBe(
    `{"id":${id},"name":"Snippet ${id}","status":"sold"} 201`,
  )
})

test('fetch runs in Node, with the key in the query', () => {
  const auth = { ...defaultAuth, placement: 'query' as const }
  const pet = prepareRequest('/pets/1', { target: target(auth) })
  const script = `const response = await ${toFetch(pet, withKey)}
console.log(response.status, await response.text())`
  expect(run('node', ['--input-type=module', '-e', script])).toContain(
    '200 {"id":1,"name":"Biscuit"',
  )
})

test.runIf(has('python3', '-c', 'import requests'))(
  'Python requests runs, with the key as Authorization: Bearer and an exact int64 body',
  () => {
    const auth = { ...defaultAuth, placement: 'bearer' as const }
    const id = '9007199254740995'
    const create = prepareRequest('/pets', {
      method: 'POST',
      body: newPet(id),
      target: target(auth),
    })
    expect(run('python3', ['-c', toPython(create, withKey)])).toBe(
      `201\n{"id":${id},"name":"Snippet ${id}","status":"sold"}\n`,
    )
  },
)

test.runIf(has('http', '--version'))('HTTPie runs, a POST with its exact --raw body', () => {
  const list = prepareRequest('/pets', { target: target() })
  expect(run('bash', ['-c', `${toHttpie(list, withKey)} --body`])).toContain('Biscuit')
  const id = '9007199254740997'
  const create = prepareRequest('/pets', { method: 'POST', body: newPet(id), target: target() })
  // Here stdin is not a terminal, which HTTPie would read as a second body.
  expect(run('bash', ['-c', `${toHttpie(create, withKey)} --print=hb --ignore-stdin`])).toMatch(
    new RegExp(`^HTTP/1.1 201 Created[\\s\\S]*"id":${id},`),
  )
})

test.runIf(has('pwsh', '-Version'))('PowerShell runs', () => {
  const list = prepareRequest('/pets', { target: target() })
  const script = `${toPowerShell(list, withKey)} | ConvertTo-Json -Depth 3`
  expect(run('pwsh', ['-NoProfile', '-Command', script])).toContain('Biscuit')
})
