// @vitest-environment jsdom (a language sets <html lang> and dir)
// The language modules as the console's start and the Language select use them, without rendering
// the app: which language a browser starts in, what a switch does to the page and to each message,
// the locales Intl formats with, and the pseudo-locale made from English.
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, expect, test } from 'vitest'
import {
  preferredLanguage,
  say,
  startingLanguage,
  switchLanguage,
  t,
  tRich,
  words,
  WordedError,
  type MessageId,
} from '../src/lib/i18n/i18n'
import { languages, PSEUDO } from '../src/lib/i18n/languages'
import { localesFor, usableLocales } from '../src/lib/i18n/locales'

afterEach(() => switchLanguage('en'))

test('the languages offered: each named in itself, with its direction; English needs no request', async () => {
  expect(languages.map(({ code, name, dir }) => [code, name, dir])).toEqual([
    ['en', 'English', 'ltr'],
    ['de', 'Deutsch', 'ltr'],
    ['ar', 'العربية', 'rtl'],
    ['ja', '日本語', 'ltr'],
  ])
  expect(languages[0]?.load).toBeUndefined()
  for (const language of languages.slice(1)) {
    const catalog = (await language.load?.())?.default ?? {}
    expect(Object.keys(catalog).length, language.code).toBeGreaterThan(600)
  }
})

test('a browser starts in the first of its languages the console has, by base language, else English', () => {
  expect(preferredLanguage(['fr-FR', 'DE-ch', 'ja'])).toBe('de')
  expect(preferredLanguage(['ja-JP'])).toBe('ja')
  expect(preferredLanguage(['fr', 'es'])).toBe('en')
  expect(preferredLanguage(['', 'ar-EG'])).toBe('ar')
  expect(preferredLanguage(undefined)).toBe('en')
  // What Settings saved wins over the browser, the pseudo-locale included; anything else does not.
  expect(startingLanguage('ja', ['de'])).toBe('ja')
  expect(startingLanguage(PSEUDO, ['de'])).toBe(PSEUDO)
  expect(startingLanguage('xx', ['ar'])).toBe('ar')
  expect(startingLanguage(null, undefined)).toBe('en')
})

test('a switch sets the page’s language and direction, and words every message in it', async () => {
  expect(t('app.page-loading')).toBe('Loading…')
  await switchLanguage('ar')
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
  expect(t('app.page-loading')).toBe('جارٍ التحميل…')
  await switchLanguage('de')
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr'])
  expect(t('app.page-loading')).toBe('Wird geladen…')
  // Numbers in the language's own way, and its plural forms.
  expect(t('app.contract-badge-counts', { calls: 1, violations: 1234 })).toBe(
    '1 Aufruf, 1.234 Verstöße',
  )
  expect(t('demo.sim-failures', { rate: 12.5 })).toBe('12,5 % Fehler')
  // A language the console does not have is English.
  await switchLanguage('xx')
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr'])
  expect(t('app.contract-badge-counts', { calls: 2, violations: 0 })).toBe('2 calls, 0 violations')
})

test('words kept as data are worded in the language shown when they are read, nested ones too', async () => {
  const kept = words('app.demo-start-error', { detail: words('app.demo-code-not-loaded') })
  const error = new WordedError(kept)
  const english = error.message
  expect(english).toBe(say(kept))
  expect(english).toContain(t('app.demo-code-not-loaded'))
  await switchLanguage('de')
  expect(error.message).not.toBe(english)
  expect(error.message).toContain(t('app.demo-code-not-loaded'))
  expect(say(words('app.page-loading'))).toBe('Wird geladen…')
})

test('a message with tags renders them through the functions given; plain words stay text', () => {
  expect(tRich('app.page-loading', {})).toBe('Loading…')
  const node = tRich('log.toggle', {
    wide: (chunks) => createElement('span', { className: 'wide' }, chunks),
    word: (chunks) => createElement('b', null, chunks),
  })
  expect(renderToStaticMarkup(createElement('p', null, node))).toBe(
    '<p><span class="wide">Request</span> <b>log</b></p>',
  )
})

test('an id whose English part the module did not import fails in tests, naming the fix', () => {
  expect(() => t('pets.search-label' as MessageId)).toThrow(
    'pets.search-label: import its English part (src/lib/i18n/en/)',
  )
})

test('the pseudo-locale accents and lengthens every word of English, each message in brackets', async () => {
  await switchLanguage(PSEUDO)
  expect(document.documentElement.lang).toBe(PSEUDO)
  expect(t('app.page-loading')).toBe('[Lóádíñg~~~…]')
  // Every part, even one no module here imported, and plurals and tags inside a message too.
  expect(t('pets.search-label' as MessageId)).toMatch(/^\[\S+ \S+\]$/)
  expect(t('app.contract-badge-counts', { calls: 1, violations: 2 })).toMatch(/^\[1 \S+, 2 \S+\]$/)
})

test('the browser’s languages that Intl accepts, POSIX names read as tags, C and garbage left out', () => {
  expect(usableLocales(['en_US.UTF-8@euro', 42, 'C', 'POSIX', 'c.UTF-8', '', 'de'])).toEqual([
    'en-US',
    'de',
  ])
  // A tag that starts with a c or ends in posix is a language all the same.
  expect(usableLocales(['cs', 'en-US-posix'])).toEqual(['cs', 'en-US-u-va-posix'])
  expect(usableLocales([])).toBeUndefined()
  expect(usableLocales(['C'])).toBeUndefined()
  expect(usableLocales(undefined)).toBeUndefined()
})

test('Intl formats a language with the browser’s own locales while they speak it, else with the language', () => {
  expect(localesFor('de', ['en-US', 'DE-AT', 'de-CH'])).toEqual(['DE-AT', 'de-CH'])
  expect(localesFor('de-CH', ['de-AT'])).toEqual(['de-AT'])
  expect(localesFor('ja', ['en-US'])).toEqual(['ja'])
  expect(localesFor('de', undefined)).toEqual(['de'])
  // English is the fallback for any browser, so it keeps that browser's formats.
  expect(localesFor('en', ['fr-FR'])).toEqual(['fr-FR'])
  // Without a list, the browser's own (jsdom says en-US, en).
  expect(localesFor('en')).toEqual(usableLocales(navigator.languages))
  expect(localesFor('en', [])).toEqual([])
})
