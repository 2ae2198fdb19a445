// @vitest-environment jsdom (the demo API's address comes from window.location)
// config.json, as a host writes it: every way it can be wrong is named with its key, and what is
// right comes out absolute (SPEC "Where it runs").
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { parseConfig } from '../src/api/read-config'
import { request } from '../src/api/client'
import type { ConfigRead } from '../src/api/config-file'
import { configReading, loadRuntimeConfig } from '../src/api/configure'
import { fetchConfig, runtimeConfig } from '../src/api/runtime-config'
import { getSettings } from '../src/api/settings'
import { say } from '../src/lib/i18n/i18n'
import { server } from './server'

const site = 'https://console.example.com'
const problem = (text: string) => {
  const read = parseConfig(text, site)
  return read.status === 'broken' ? say(read.problem) : `not broken: ${JSON.stringify(read)}`
}

test('the SPEC’s example: absolute and site-relative base URLs, a contract URL, a default', () => {
  const text = JSON.stringify({
    environments: {
      production: {
        baseUrl: 'https://api.example.com/v1',
        contractUrl: 'https://api.example.com/v1/openapi.json',
      },
      staging: { baseUrl: '/staging-api/v1/' },
    },
    defaultEnvironment: 'production',
  })
  expect(parseConfig(text, site)).toEqual({
    status: 'ok',
    config: {
      environments: {
        production: {
          baseUrl: 'https://api.example.com/v1',
          contractUrl: 'https://api.example.com/v1/openapi.json',
        },
        staging: { baseUrl: 'https://console.example.com/staging-api/v1' },
      },
      defaultEnvironment: 'production',
    },
  })
  expect(parseConfig('{}', site)).toEqual({ status: 'ok', config: { environments: {} } })
  expect(parseConfig('{ "defaultEnvironment": "demo" }', site)).toMatchObject({ status: 'ok' })
})

// Each broken file, and the problem told: exactly, or by its telling part (a pattern).
const brokenFiles: [string, string | RegExp][] = [
  ['{ "environments": ', /^config\.json is not JSON: /],
  ['[]', 'config.json: it must hold an object, like { "environments": { … } }'],
  [
    '{ "envs": {} }',
    'config.json: envs is not a key it reads; the keys are environments and defaultEnvironment',
  ],
  [
    '{ "environments": { "prod": { "baseUrl": "https://a.test" } } }',
    'config.json: environments.prod is not an environment it can set; use production or staging',
  ],
  [
    '{ "environments": { "demo": { "baseUrl": "https://a.test" } } }',
    /environments\.demo is not an environment/,
  ],
  [
    '{ "environments": { "production": "https://a.test" } }',
    'config.json: environments.production must be an object, like { "baseUrl": "…" }',
  ],
  [
    '{ "environments": { "production": { "baseUrl": "htp//x" } } }',
    /^config\.json: environments\.production\.baseUrl is not a URL: "htp\/\/x"\. Give/,
  ],
  [
    '{ "environments": { "production": { "baseUrl": 42 } } }',
    'config.json: environments.production.baseUrl must be a URL in a string, not 42',
  ],
  [
    '{ "environments": { "staging": { "baseUrl": "ftp://a.test/v1" } } }',
    'config.json: environments.staging.baseUrl must start with http:// or https:// (or /): "ftp://a.test/v1"',
  ],
  [
    '{ "environments": { "staging": { "baseUrl": "/v1", "contractUrl": "::" } } }',
    /environments\.staging\.contractUrl is not a URL/,
  ],
  [
    '{ "environments": { "staging": { "baseUrl": "/v1", "url": "/v1" } } }',
    'config.json: environments.staging.url is not a key it reads; the keys are baseUrl and contractUrl',
  ],
  [
    '{ "defaultEnvironment": "prod" }',
    'config.json: defaultEnvironment must be demo, production, staging or custom, not "prod"',
  ],
  [
    '{ "defaultEnvironment": "staging" }',
    'config.json: defaultEnvironment is "staging", but environments.staging gives it no baseUrl',
  ],
]

test.each(brokenFiles)(
  'the broken file %s is named with its key and what to write instead',
  (file, told) => {
    if (typeof told === 'string') expect(problem(file)).toBe(told)
    else expect(problem(file)).toMatch(told)
  },
)

test('a missing file, or the index.html a host answers every path with, is no configuration; the build’s own sets nothing', async () => {
  const url = 'http://localhost:3000/config.json'
  server.use(http.get(url, () => new HttpResponse('Not found', { status: 404 })))
  expect(await fetchConfig(url)).toEqual({ status: 'none' })
  server.use(http.get(url, () => HttpResponse.html('<!doctype html><html><body>app</body></html>')))
  expect(await fetchConfig(url)).toEqual({ status: 'none' })
  server.use(http.get(url, () => new HttpResponse('oops', { status: 500 })))
  const unreadable = await fetchConfig(url)
  expect(unreadable.status === 'broken' && say(unreadable.problem)).toBe(
    'config.json could not be read: the site answered HTTP 500',
  )
  // The build's own file sets nothing: the build's defaults, with no reader loaded.
  server.use(
    http.get(url, () =>
      HttpResponse.text('{}\n', { headers: { 'content-type': 'application/json' } }),
    ),
  )
  expect(await fetchConfig(url)).toEqual({ status: 'none' })
  server.use(http.get(url, () => HttpResponse.json({ defaultEnvironment: 'demo' })))
  expect(await fetchConfig(url)).toEqual({
    status: 'ok',
    config: { environments: {}, defaultEnvironment: 'demo' },
  })
})

test('the file is asked for past the browser’s cache; a site that cannot be reached is no configuration', async () => {
  const url = 'http://localhost:3000/config.json'
  const asked: RequestCache[] = []
  server.use(
    http.get(url, ({ request }) => {
      asked.push(request.cache)
      return HttpResponse.json({ defaultEnvironment: 'demo' })
    }),
  )
  expect(await fetchConfig(url)).toMatchObject({ status: 'ok' })
  // A host's new config.json counts at the next visit, whatever the cache headers said.
  expect(asked).toEqual(['no-cache'])
  server.use(http.get(url, () => HttpResponse.error()))
  expect(await fetchConfig(url)).toEqual({ status: 'none' })
})

test('only a file that is {} alone sets nothing; text around it is read, and refused', async () => {
  const url = 'http://localhost:3000/config.json'
  const read = async (text: string) => {
    server.use(http.get(url, () => HttpResponse.text(text)))
    return (await fetchConfig(url)).status
  }
  expect(await read('{}')).toBe('none')
  expect(await read(' \n{ }\n')).toBe('none')
  expect(await read('// the defaults\n{}')).toBe('broken')
  expect(await read('{}\n{ "defaultEnvironment": "demo" }')).toBe('broken')
})

test('URLs are read as a host means them: trimmed, over http too, without trailing slashes; a blank or protocol-relative one is refused', () => {
  const staging = (baseUrl: unknown) =>
    parseConfig(JSON.stringify({ environments: { staging: { baseUrl } } }), site)
  expect(staging(' /staging-api/v1 ')).toEqual({
    status: 'ok',
    config: {
      environments: { staging: { baseUrl: 'https://console.example.com/staging-api/v1' } },
    },
  })
  expect(staging('http://localhost:4010/v1//')).toEqual({
    status: 'ok',
    config: { environments: { staging: { baseUrl: 'http://localhost:4010/v1' } } },
  })
  const broken = (baseUrl: unknown) => {
    const read = staging(baseUrl)
    return read.status === 'broken' ? say(read.problem) : `not broken: ${JSON.stringify(read)}`
  }
  expect(broken('   ')).toBe(
    'config.json: environments.staging.baseUrl must be a URL in a string, not "   "',
  )
  expect(broken('//api.example.com/v1')).toBe(
    'config.json: environments.staging.baseUrl is not a URL: "//api.example.com/v1". Give an address such as https://api.example.com/v1, or a path on this site such as /api/v1',
  )
})

test('a file of null, environments that are not an object, or an environment of null, is told as such', () => {
  expect(problem('null')).toBe(
    'config.json: it must hold an object, like { "environments": { … } }',
  )
  expect(problem('{ "environments": "https://a.test" }')).toBe(
    'config.json: environments must be an object, like { "production": { … } }',
  )
  expect(problem('{ "environments": ["https://a.test"] }')).toBe(
    'config.json: environments must be an object, like { "production": { … } }',
  )
  expect(problem('{ "environments": { "production": null } }')).toBe(
    'config.json: environments.production must be an object, like { "baseUrl": "…" }',
  )
})

/** A config.json that sends the console to production, and starts it there. */
const productionFile: ConfigRead = {
  status: 'ok',
  config: {
    environments: { production: { baseUrl: 'https://api.example.com/v1' } },
    defaultEnvironment: 'production',
  },
}

test('read at start: calls wait for the read in progress, and a file that configures something sets the start environment', async () => {
  try {
    expect(configReading()).toBeNull()
    const reading = loadRuntimeConfig(async () => productionFile)
    expect(configReading()).toBe(reading)
    await reading
    expect(configReading()).toBeNull()
    expect(runtimeConfig.get()).toEqual(productionFile)
    expect(getSettings().environment).toBe('production')

    // A read that fails leaves the configuration as it was, and no call waits for it.
    await loadRuntimeConfig(() => Promise.reject(new Error('gone')))
    expect(configReading()).toBeNull()
    expect(runtimeConfig.get()).toEqual(productionFile)

    // An earlier read ending does not release the calls waiting for a later one.
    let finish = () => {}
    const first = loadRuntimeConfig(async () => productionFile)
    const second = loadRuntimeConfig(
      () => new Promise<ConfigRead>((resolve) => (finish = () => resolve(productionFile))),
    )
    await first
    expect(configReading()).toBe(second)
    finish()
    await second
    expect(configReading()).toBeNull()
  } finally {
    runtimeConfig.set({ status: 'none' })
  }
})

test('a call made while config.json is read goes where the file says', async () => {
  const asked: string[] = []
  server.use(
    http.get('https://api.example.com/v1/pets', ({ request }) => {
      asked.push(request.url)
      return HttpResponse.json([])
    }),
  )
  let finish = () => {}
  try {
    const reading = loadRuntimeConfig(
      () => new Promise<ConfigRead>((resolve) => (finish = () => resolve(productionFile))),
    )
    const answer = request('/pets')
    finish()
    await reading
    await answer
    expect(asked).toEqual(['https://api.example.com/v1/pets'])
  } finally {
    runtimeConfig.set({ status: 'none' })
  }
})
