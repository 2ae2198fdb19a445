// The server's own contract in every engine: Settings' Contract URL pointed at the contract the site
// publishes (openapi.yaml: fetched, streamed, read as YAML by the lazily loaded reader), then at an
// address that answers 404, which is named while the bundled contract stays in use.
//   ENGINE=firefox npx vitest run --config test/engines/vitest.config.ts test/engines/contract.journeys.ts
import { afterAll, beforeAll, describe } from 'vitest'
import type { EngineSession } from './session'
import {
  at,
  click,
  closeBrowsers,
  engine,
  journey,
  lang,
  run,
  see,
  setValue,
  settled,
  site,
} from './harness'

beforeAll(() => site.start())
afterAll(async () => {
  await closeBrowsers()
  await site.stop()
})

async function useContract(session: EngineSession, url: string) {
  await session.goto(at('/settings'))
  await settled(session, 'Settings')
  await setValue(session, { label: 'Contract URL' }, url)
  await click(session, { role: 'button', name: 'Save settings' })
  await see(session, { text: 'Settings saved' })
  await session.goto(at('/explorer'))
  await settled(session, 'API explorer')
}

describe(`${engine} (${run}, LANG=${lang}): the server's own contract`, () => {
  journey('a contract in YAML is read and used; one that answers 404 is named', async (session) => {
    await useContract(session, at('/openapi.yaml'))
    await see(session, { text: 'Contract: live' })
    await see(session, { text: 'The live contract is the same as the bundled one.' })
    await useContract(session, at('/contracts/missing.json'))
    await see(session, { text: 'Contract: bundled' })
    await see(session, { hasText: 'cannot be used: the server answered 404 Not Found' })
  })
})
