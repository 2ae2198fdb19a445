// @vitest-environment jsdom (the clipboard is the navigator's)
// The one way a button copies: a clipboard that is missing (a page not served over HTTPS) or
// refuses is a failure to say, never an exception out of a click handler.
import { afterEach, expect, test, vi } from 'vitest'
import { copyText } from '../src/lib/clipboard'

test('without a clipboard, a copy fails quietly', async () => {
  expect(navigator.clipboard).toBeUndefined()
  await expect(copyText('text')).resolves.toBe('failed')
  await expect(copyText(Promise.resolve('text'))).resolves.toBe('failed')
})

/** A clipboard that keeps what it is given; `refuse` makes it reject as a denied permission does. */
function clipboard(refuse = false) {
  const kept: { text?: string; items?: ClipboardItem[] } = {}
  const answer = () =>
    refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve()
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: {
      writeText: (text: string) => ((kept.text = text), answer()),
      write: (items: ClipboardItem[]) => ((kept.items = items), answer()),
    },
  })
  return kept
}

/** The ClipboardItem of browsers that take a promise of a blob in one (Safari, Chromium). */
class Item {
  constructor(readonly parts: Record<string, Promise<Blob>>) {}
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('text known at the click is written as text, and the copy says it worked', async () => {
  const kept = clipboard()
  vi.stubGlobal('ClipboardItem', Item)
  await expect(copyText('curl https://a.test')).resolves.toBe('copied')
  expect(kept).toEqual({ text: 'curl https://a.test' })
})

test('text still to come goes in a ClipboardItem at once, as plain text', async () => {
  const kept = clipboard()
  vi.stubGlobal('ClipboardItem', Item)
  let give = (_: string) => {}
  const link = new Promise<string>((resolve) => (give = resolve))
  const copied = copyText(link)
  // Handed over inside the click, before the text is known: Safari allows only that.
  expect(kept.items).toHaveLength(1)
  give('https://console.test/pets?page=2')
  await expect(copied).resolves.toBe('copied')
  const parts = (kept.items?.[0] as unknown as Item).parts
  expect(Object.keys(parts)).toEqual(['text/plain'])
  const blob = await parts['text/plain']
  expect(blob?.type).toBe('text/plain')
  expect(await blob?.text()).toBe('https://console.test/pets?page=2')
  expect(kept.text).toBeUndefined()
})

test('without ClipboardItem, text still to come is written once it is known', async () => {
  const kept = clipboard()
  expect(typeof ClipboardItem).toBe('undefined')
  await expect(copyText(Promise.resolve('https://console.test/orders'))).resolves.toBe('copied')
  expect(kept).toEqual({ text: 'https://console.test/orders' })
})

test('a clipboard that refuses is a failure, whichever way the text is written', async () => {
  clipboard(true)
  await expect(copyText('text')).resolves.toBe('failed')
  await expect(copyText(Promise.resolve('text'))).resolves.toBe('failed')
  vi.stubGlobal('ClipboardItem', Item)
  await expect(copyText(Promise.resolve('text'))).resolves.toBe('failed')
})
