// The console in another language, in every engine: Arabic chosen in Settings turns every word and
// mirrors the page at once; German chosen next is kept over a reload. (The browser's own language
// is the default: the webkit-c run checks that LANG=C opens in English.)
//   ENGINE=webkit npx vitest run --config test/engines/vitest.config.ts test/engines/languages.journeys.ts
import { readdirSync, readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { locate, type Target } from './find'
import type { EngineSession } from './session'
import { at, describeJourneys, journey, see, settled } from './harness'

const messages = new URL('../../src/lib/i18n/messages/', import.meta.url)
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>
/** A language's words; English is in parts, a file each. */
const words = (code: string): Record<string, string> =>
  code === 'en'
    ? Object.assign(
        {},
        ...readdirSync(new URL('en/', messages)).map((f) => read(new URL(`en/${f}`, messages))),
      )
    : read(new URL(`${code}.json`, messages))

/** Chooses `value` in a select; its label then changes language, so the choice is not read back. */
async function choose(session: EngineSession, target: Target, value: string) {
  await see(session, target)
  await session.evaluate(locate, target, 'set', value)
}

/** Where the main navigation's first and last links start, from the left. */
const navEnds = (session: EngineSession) =>
  session.evaluate(() => {
    const links = [...document.querySelectorAll('header nav a')]
    return [links[0], links.at(-1)].map((link) => link?.getBoundingClientRect().left ?? 0)
  })

describeJourneys('languages', () => {
  journey('Arabic mirrors every word and the layout at once; German is kept', async (session) => {
    const [english, arabic, german] = [words('en'), words('ar'), words('de')]
    await session.goto(at('/settings'))
    await settled(session, english['nav.settings'] ?? '')
    await choose(session, { label: english['language.label'] }, 'ar')
    await see(session, { role: 'heading', level: 1 }, (h1) => h1.text === arabic['nav.settings'])
    expect(await session.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const [first = 0, last = 0] = await navEnds(session)
    expect(first).toBeGreaterThan(last)

    await choose(session, { label: arabic['language.label'] }, 'de')
    await see(session, { label: german['language.label'] })
    await session.goto(at('/pets'))
    await settled(session, german['nav.pets'] ?? '')
    expect(await session.evaluate(() => document.documentElement.lang)).toBe('de')
    const [start = 0, end = 0] = await navEnds(session)
    expect(start).toBeLessThan(end)
  })
})
