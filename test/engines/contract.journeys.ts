// The server's own contract in every engine: Settings' Contract URL pointed at the contract the site
// publishes (openapi.yaml: fetched, streamed, read as YAML by the lazily loaded reader), then at an
// address that answers 404, which is named while the bundled contract stays in use.
//   ENGINE=firefox npx vitest run --config test/engines/vitest.config.ts test/engines/contract.journeys.ts
import type { EngineSession } from './session'
import { at, click, describeJourneys, journey, see, settled, setValue } from './harness'

async function useContract(session: EngineSession, url: string) {
  await session.goto(at('/settings'))
  await settled(session, 'Settings')
  await setValue(session, { label: 'Contract URL' }, url)
  await click(session, { role: 'button', name: 'Save settings' })
  await see(session, { text: 'Settings saved' })
  await session.goto(at('/explorer'))
  await settled(session, 'API explorer')
}

describeJourneys("the server's own contract", () => {
  journey('a contract in YAML is read and used; one that answers 404 is named', async (session) => {
    await useContract(session, at('/openapi.yaml'))
    await see(session, { text: 'Contract: live' })
    await see(session, { text: 'The live contract is the same as the bundled one.' })
    await useContract(session, at('/contracts/missing.json'))
    await see(session, { text: 'Contract: bundled' })
    await see(session, { hasText: 'cannot be used: the server answered 404 Not Found' })
  })
})
