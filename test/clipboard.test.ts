// @vitest-environment jsdom (the clipboard is the navigator's)
// The one way a button copies: a clipboard that is missing (a page not served over HTTPS) or
// refuses is a failure to say, never an exception out of a click handler.
import { expect, test } from 'vitest'
import { copyText } from '../src/lib/clipboard'

test('without a clipboard, a copy fails quietly', async () => {
  expect(navigator.clipboard).toBeUndefined()
  await expect(copyText('text')).resolves.toBe('failed')
  await expect(copyText(Promise.resolve('text'))).resolves.toBe('failed')
})
