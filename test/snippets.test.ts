// @vitest-environment jsdom (the demo API's address comes from window.location)
// Snippets as text: cURL, PowerShell, fetch, Python and HTTPie, exact and with the key redacted.
import { expect, test } from 'vitest'
import { demoBaseUrl } from '../src/api/environments'
import { shellQuote, toCurl, toFetch, toHttpie, toPowerShell, toPython } from '../src/api/snippets'

const base = {
  secretHeaders: [] as string[],
  secretQuery: [] as string[],
}

const post = {
  ...base,
  method: 'POST',
  url: 'https://api.example.com/v1/pets',
  requestHeaders: { accept: 'application/json', 'content-type': 'application/json' },
  requestBody: '{"id":26,"name":"Rex"}',
}

const get = {
  ...post,
  method: 'GET',
  requestHeaders: { accept: 'application/json' },
  requestBody: null,
}

test('only the demo’s own address is swapped for npm run api, not a server whose path looks alike', () => {
  const lookalike = { ...get, url: 'https://api.example.com/demo-api/v1/pets' }
  expect(toCurl(lookalike, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/demo-api/v1/pets' -H 'Accept: application/json'`,
  )
})

test('a POST becomes a runnable curl with -X, headers and --data-raw', () => {
  expect(toCurl(post, { includeSecrets: false })).toBe(
    `curl -X POST 'https://api.example.com/v1/pets' -H 'Accept: application/json' -H 'Content-Type: application/json' --data-raw '{"id":26,"name":"Rex"}'`,
  )
})

test('a GET has no -X and no body', () => {
  expect(toCurl(get, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/v1/pets' -H 'Accept: application/json'`,
  )
})

test('single quotes are escaped POSIX-style and an int64 id above 2^53 stays exact', () => {
  const body = `{"id":9007199254740993,"name":"O'Malley"}`
  const record = { ...post, requestBody: body }
  expect(shellQuote("it's")).toBe(`'it'\\''s'`)
  expect(toCurl(record, { includeSecrets: false })).toBe(
    `curl -X POST 'https://api.example.com/v1/pets' -H 'Accept: application/json' -H 'Content-Type: application/json' --data-raw '{"id":9007199254740993,"name":"O'\\''Malley"}'`,
  )
  expect(toFetch(record, { includeSecrets: false })).toBe(
    [
      `fetch("https://api.example.com/v1/pets", {`,
      `  method: "POST",`,
      `  headers: {`,
      `    "Accept": "application/json",`,
      `    "Content-Type": "application/json",`,
      `  },`,
      `  body: "{\\"id\\":9007199254740993,\\"name\\":\\"O'Malley\\"}",`,
      `})`,
    ].join('\n'),
  )
})

test('a GET fetch copy has no method and no body', () => {
  expect(toFetch(get, { includeSecrets: false })).toBe(
    `fetch("https://api.example.com/v1/pets", {\n  headers: {\n    "Accept": "application/json",\n  },\n})`,
  )
})

test('the key in a header is REDACTED unless secrets are included', () => {
  const record = {
    ...post,
    method: 'GET',
    requestBody: null,
    requestHeaders: { accept: 'application/json', 'x-api-key': 's3cret' },
    secretHeaders: ['X-API-Key'],
  }
  expect(toCurl(record, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/v1/pets' -H 'Accept: application/json' -H 'X-API-Key: REDACTED'`,
  )
  expect(toCurl(record, { includeSecrets: true })).toBe(
    `curl 'https://api.example.com/v1/pets' -H 'Accept: application/json' -H 'X-API-Key: s3cret'`,
  )
  expect(toFetch(record, { includeSecrets: false })).not.toContain('s3cret')
})

test('a bearer key keeps its scheme and a query key is replaced in the URL', () => {
  const bearer = {
    ...post,
    method: 'GET',
    requestBody: null,
    requestHeaders: { authorization: 'Bearer s3cret' },
    secretHeaders: ['Authorization'],
  }
  expect(toCurl(bearer, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/v1/pets' -H 'Authorization: Bearer REDACTED'`,
  )
  const query = {
    ...post,
    method: 'GET',
    requestBody: null,
    url: 'https://api.example.com/v1/pets?status=sold&api_key=s3cret',
    requestHeaders: {},
    secretQuery: ['api_key'],
  }
  expect(toCurl(query, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/v1/pets?status=sold&api_key=REDACTED'`,
  )
  expect(toFetch(query, { includeSecrets: true })).toBe(
    `fetch("https://api.example.com/v1/pets?status=sold&api_key=s3cret")`,
  )
})

const keyed = {
  ...post,
  requestHeaders: { ...post.requestHeaders, 'x-api-key': "it's-s3cret" },
  requestBody: `{"id":9007199254740993,"name":"O'Malley"}`,
  secretHeaders: ['X-API-Key'],
}

test('PowerShell: Invoke-RestMethod with quotes doubled, Content-Type as -ContentType', () => {
  expect(toPowerShell(keyed, { includeSecrets: false })).toBe(
    [
      "Invoke-RestMethod -Method Post -Uri 'https://api.example.com/v1/pets' `",
      "  -Headers @{ 'Accept' = 'application/json'; 'X-API-Key' = 'REDACTED' } `",
      "  -ContentType 'application/json' `",
      `  -Body '{"id":9007199254740993,"name":"O''Malley"}'`,
    ].join('\n'),
  )
  expect(toPowerShell(keyed, { includeSecrets: true })).toContain(`'X-API-Key' = 'it''s-s3cret'`)
})

test('Python requests: the body is sent as exact text, the key redacted', () => {
  expect(toPython(keyed, { includeSecrets: false })).toBe(
    [
      'import requests',
      '',
      'response = requests.request(',
      '    "POST",',
      '    "https://api.example.com/v1/pets",',
      '    headers={"Accept": "application/json", "Content-Type": "application/json", "X-API-Key": "REDACTED"},',
      `    data="{\\"id\\":9007199254740993,\\"name\\":\\"O'Malley\\"}",`,
      ')',
      'print(response.status_code)',
      'print(response.text)',
    ].join('\n'),
  )
})

test('HTTPie: headers as Name:value items and the body as --raw text', () => {
  expect(toHttpie(keyed, { includeSecrets: false })).toBe(
    `http POST 'https://api.example.com/v1/pets' 'Accept:application/json' 'Content-Type:application/json' 'X-API-Key:REDACTED' --raw '{"id":9007199254740993,"name":"O'\\''Malley"}'`,
  )
})

test('a GET without headers has no headers, content type or body in any format', () => {
  const bare = { ...get, requestHeaders: {} }
  const options = { includeSecrets: false }
  expect(toCurl(bare, options)).toBe(`curl 'https://api.example.com/v1/pets'`)
  expect(toFetch(bare, options)).toBe(`fetch("https://api.example.com/v1/pets")`)
  expect(toPowerShell(bare, options)).toBe(
    `Invoke-RestMethod -Method Get -Uri 'https://api.example.com/v1/pets'`,
  )
  expect(toPython(bare, options)).toBe(
    [
      'import requests',
      '',
      'response = requests.request(',
      '    "GET",',
      '    "https://api.example.com/v1/pets",',
      ')',
      'print(response.status_code)',
      'print(response.text)',
    ].join('\n'),
  )
  expect(toHttpie(bare, options)).toBe(`http GET 'https://api.example.com/v1/pets'`)
  expect(toPowerShell(get, options)).toBe(
    [
      "Invoke-RestMethod -Method Get -Uri 'https://api.example.com/v1/pets' `",
      "  -Headers @{ 'Accept' = 'application/json' }",
    ].join('\n'),
  )
})

test('a call the in-browser demo answered runs against npm run api, and says so in each language', () => {
  const demo = { ...get, requestHeaders: {}, url: `${demoBaseUrl()}/pets?status=sold` }
  const note = 'The demo answered this inside the browser; this runs it against `npm run api`.'
  const options = { includeSecrets: false }
  expect(toCurl(demo, options)).toBe(`# ${note}\ncurl 'http://127.0.0.1:4010/v1/pets?status=sold'`)
  expect(toFetch(demo, options)).toBe(
    `// ${note}\nfetch("http://127.0.0.1:4010/v1/pets?status=sold")`,
  )
  expect(toPowerShell(demo, options)).toBe(
    `# ${note}\nInvoke-RestMethod -Method Get -Uri 'http://127.0.0.1:4010/v1/pets?status=sold'`,
  )
  expect(toPython(demo, options).split('\n').slice(0, 2)).toEqual([`# ${note}`, 'import requests'])
  expect(toHttpie(demo, options)).toBe(
    `# ${note}\nhttp GET 'http://127.0.0.1:4010/v1/pets?status=sold'`,
  )
})

test('only a value that starts with Bearer keeps its scheme when redacted', () => {
  const keyed = {
    ...get,
    requestHeaders: { 'x-api-key': 'not Bearer x' },
    secretHeaders: ['X-API-Key'],
  }
  expect(toCurl(keyed, { includeSecrets: false })).toBe(
    `curl 'https://api.example.com/v1/pets' -H 'X-API-Key: REDACTED'`,
  )
})
