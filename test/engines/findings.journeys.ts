// The engine findings of issues 34 and 45 that were fixed, each a journey: run in every engine, and
// meaningful in the one where it was found (WebKit for all of them).
//   ENGINE=webkit npx vitest run --config test/engines/vitest.config.ts test/engines/findings.journeys.ts
import { expect } from 'vitest'
import type { Target } from './find'
import {
  at,
  click,
  describeJourneys,
  engine,
  journey,
  poll,
  press,
  read,
  see,
  settled,
  setValue,
  site,
  waitFor,
} from './harness'

const logPanel: Target = { role: 'complementary', name: 'Request log' }
const tour: Target = { role: 'region', name: 'Tour' }

describeJourneys("issue 34's findings", () => {
  // WebKit: "Could not copy: the browser did not allow clipboard access". The write has to start
  // within the click (Safari's permission lasts only that long), not after the link is worked out.
  journey('Copy link to this view copies, with a real click', async (session) => {
    await session.goto(at('/pets?sort=name'))
    await settled(session, 'Pets')
    await click(session, { role: 'button', name: 'Copy link to this view' })
    const outcome = await poll('a toast after Copy link to this view', async () => {
      if (await read(session, { text: 'Link to this view copied' })) return 'copied'
      if (await read(session, { text: { re: '^Could not copy' } })) return 'could not copy'
      return null
    })
    expect(outcome).toBe('copied')
    expect(await read(session, { text: { re: '^Could not copy' } })).toBeNull()
    if (engine === 'chromium') {
      // Where the driver granted clipboard access, the clipboard holds a link back to this view.
      const copied = await session.evaluate(() => navigator.clipboard.readText())
      expect(copied).toMatch(new RegExp(`^${site.origin.replace(/[.]/g, '\\.')}/pets\\?`))
    }
  })

  // WebKit drew the "Include secrets" checkbox white in the dark theme, whatever color-scheme said.
  journey('in the dark theme, the request log’s checkbox is dark', async (session) => {
    await session.goto(at('/pets'))
    await settled(session, 'Pets')
    await setValue(session, { role: 'combobox', name: 'Theme' }, 'dark')
    await click(session, { role: 'button', name: 'Request log' })
    const checkbox: Target = { role: 'checkbox', name: 'Include secrets', within: logPanel }
    await see(session, checkbox)
    const drawn = await waitFor(session, 'the checkbox drawn in the dark theme', () => {
      const box = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
        (input) => input.closest('label')?.textContent?.trim() === 'Include secrets',
      )
      if (!box) return null
      const style = getComputedStyle(box)
      // Through a canvas, so any colour syntax the engine computes (rgb(), color(), oklch()) reads alike.
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) return null
      context.fillStyle = style.backgroundColor
      context.fillRect(0, 0, 1, 1)
      const [r = 255, g = 255, b = 255, a = 255] = context.getImageData(0, 0, 1, 1).data
      const alpha = a / 255
      const linear = (c: number) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4
      return {
        appearance: style.appearance,
        background: style.backgroundColor,
        alpha,
        luminance: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b),
      }
    })
    // Drawn by the page in the theme's colours (a native box is the engine's own, white in WebKitGTK).
    expect(drawn.appearance, JSON.stringify(drawn)).toBe('none')
    expect(drawn.alpha, JSON.stringify(drawn)).toBeGreaterThan(0.5)
    expect(drawn.luminance, JSON.stringify(drawn)).toBeLessThan(0.2)
  })

  // WebKit: at 1280 × 720, step 4's highlighted POST /pets sat under the tour card, below GET /pets/26
  // (as test/e2e/demo-presenter.spec.ts, "tour step 4", which runs in Chromium).
  journey(
    'Presenter view at 1280 × 720: tour step 4’s highlighted call is above the card',
    async (session) => {
      await session.goto(at('/'))
      await settled(session, 'Overview')
      await click(session, { role: 'button', name: 'Presenter' })
      await see(
        session,
        { role: 'button', name: 'Presenter' },
        (button) => button.attributes['aria-pressed'] === 'true',
        'the Presenter view on',
      )
      await click(session, { role: 'button', name: 'Tours' })
      await click(session, {
        role: 'button',
        name: { re: '^Start: The pet store API in two minutes' },
        within: { role: 'dialog', name: 'Tours' },
      })
      await see(session, tour, (card) => card.text.includes('1 of 7'))
      await press(session, 'PageDown')
      await see(session, tour, (card) => card.text.includes('2 of 7'))
      await press(session, 'PageDown')
      await see(session, tour, (card) => card.text.includes('3 of 7'))
      await settled(session, 'Add pet')
      await setValue(session, { label: 'Name' }, 'Stage pet')
      await click(session, { role: 'button', name: 'Create pet' })
      await settled(session, 'Stage pet')

      await press(session, 'PageDown')
      await see(session, tour, (card) => card.text.includes('4 of 7'))
      await settled(session, 'Pets')
      // The step's own GET /pets has arrived above the call, and settled.
      await see(
        session,
        { role: 'listitem', within: logPanel },
        (item) => /^GET\s+200/.test(item.text),
        'the log’s first entry a GET 200',
      )
      await see(session, { role: 'listitem', within: logPanel, hasText: 'POST' })
      // Polled until it holds (the log scrolls the call to its top smoothly); what was last measured
      // is the failure's message.
      let measured: unknown = null
      const placed = await poll('the highlighted call above the card', async () => {
        const now = await session.evaluate(() => {
          const item = document.querySelector(
            'aside[aria-label="Request log"] li[aria-current="true"]',
          )
          const card = document.querySelector('section[aria-label="Tour"]')
          if (!item || !card) return null
          const curl = item.querySelector('button[aria-label="Copy as cURL"]')
          if (!curl) return null
          const { x, y, width, height } = curl.getBoundingClientRect()
          const hit = document.elementFromPoint(x + width / 2, y + height / 2)
          return {
            text: (item.textContent ?? '').replace(/\s+/g, ' ').slice(0, 60),
            itemTop: item.getBoundingClientRect().top,
            curlBottom: y + height,
            cardTop: card.getBoundingClientRect().top,
            reached: hit !== null && curl.contains(hit),
          }
        })
        measured = now
        return now && now.curlBottom <= now.cardTop && now.reached ? now : null
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}; measured ${JSON.stringify(measured)}`)
      })
      expect(placed.text).toContain('POST')
      expect(placed.itemTop).toBeLessThan(placed.cardTop)
      expect(placed.curlBottom).toBeLessThanOrEqual(placed.cardTop)
      expect(placed.reached).toBe(true)
    },
    { size: { width: 1280, height: 720 } },
  )
})

describeJourneys("issue 45's findings", () => {
  // WebKit drew a select as its own grey button, whatever the theme, and 3 px taller than the text
  // field beside it; Chromium's and Firefox's were shorter.
  journey('a select is drawn like the text field beside it, in either theme', async (session) => {
    await session.goto(at('/settings'))
    await settled(session, 'Settings')
    for (const theme of ['light', 'dark']) {
      await setValue(session, { role: 'combobox', name: 'Theme' }, theme)
      const drawn = await waitFor(session, `a select and a field on Settings, ${theme}`, () => {
        const select = document.querySelector('main select:enabled')
        // An enabled field: a read-only or disabled one is greyed on purpose.
        const field = document.querySelector(
          'main input:is([type="text"], [type="url"]):enabled:read-write',
        )
        if (!select || !field) return null
        const look = (element: Element) => ({
          height: element.getBoundingClientRect().height,
          background: getComputedStyle(element).backgroundColor,
          appearance: getComputedStyle(element).appearance,
        })
        return { select: look(select), field: look(field) }
      })
      const told = JSON.stringify({ theme, ...drawn })
      // Drawn by the page: an engine's own select keeps its own colours.
      expect(drawn.select.appearance, told).toBe('none')
      expect(drawn.select.background, told).toBe(drawn.field.background)
      expect(Math.abs(drawn.select.height - drawn.field.height), told).toBeLessThanOrEqual(1)
    }
  })
})
