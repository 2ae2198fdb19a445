// @vitest-environment node
// Every language has every message, with the same {arguments} as English: a translation that
// drops one would show a blank, and a missing one would show English.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { languages } from '../src/lib/i18n/languages'

type Catalog = Record<string, MessageFormatElement[]>

// English in its parts (src/lib/i18n/messages/en/): the shell's words and each page's.
const parts = import.meta.glob<Catalog>('../src/lib/i18n/messages/en/*.json', {
  eager: true,
  import: 'default',
})
const english: Catalog = Object.assign({}, ...Object.values(parts))

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== 0 && 'value' in element && typeof element.value === 'string') {
      found.add(element.value)
    }
    if ('options' in element) {
      Object.values(element.options).forEach((option) => argumentsOf(option.value, found))
    }
    if ('children' in element) argumentsOf(element.children, found)
  }
  return found
}

const signature = (catalog: Catalog) =>
  Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => [id, [...argumentsOf(message)].sort()]),
  )

describe.each(languages.filter((language) => language.load))('$name', (language) => {
  it('has every English message, with the same arguments, and no other', async () => {
    const catalog = (await language.load?.())?.default as Catalog
    expect(signature(catalog)).toEqual(signature(english))
  })
})

it('has each English message in one part only', () => {
  const ids = Object.values(parts).flatMap((part) => Object.keys(part))
  expect(ids.length).toBeGreaterThan(600)
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
})
