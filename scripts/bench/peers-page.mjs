// What the peers section (peers.mjs) watches in each tool's page, from its first line, every
// animation frame (so close to when it is painted): when the operation is open, and, for the pet
// store's list, when the 10,000 pets are shown after the tool's own "send". Opening steps (Swagger
// UI's click on the block, the console's pick) are taken by the page the frame their control
// appears, so no tool waits on the driver there.
// Runs in the browser (addInitScript), hence its globals.
/* global window, document, requestAnimationFrame, innerHeight, HTMLInputElement, KeyboardEvent */

/**
 * "Open", per tool, for the operation `method path` (in tag `tag`):
 * - console: /explorer?operation=<operationId> says "Contract: live" (the server's own contract,
 *   not the bundled one) and its request form shows that operation in the Operation field. When
 *   it shows another (the link's operation was not kept: `at.pick` says so), the operation is
 *   typed into the Operation search and the first match taken with Enter, as a user would.
 * - Swagger UI: its block is in the DOM (the page is given the tag as its filter, since Swagger UI
 *   renders only the blocks near the view and its deep link cannot name an operationId with a
 *   slash in it, as all of GitHub's have), is clicked at once, and its body (parameters, "Try it
 *   out") is rendered.
 * - Scalar: its deep link (#tag/<tag>/<METHOD><path>) has scrolled the operation's section, with
 *   its text, to the top of the view.
 * With `send`: the console's Send, Swagger UI's "Try it out" then Execute, clicked by the driver
 * once the operation is open (peers.mjs); done when the answer is on screen: the console's tree with `send.text` in
 * its root row, Swagger UI's response body (peers.mjs checks afterwards that it holds `send.text`). `tool: 'list'`: the console's
 * list page, done at its first data row (`send.row`).
 */
export function watchPeer({ tool, method, path, operationId, tag, live, send }) {
  window.__peer = null
  // The steps so far, for a load that does not finish to say where it stopped.
  const at = (window.__peerSteps = {})
  const now = () => performance.now()
  const click = (step, el) => {
    if (at[step] === undefined && el) {
      at[step] = now()
      el.click()
    }
  }
  const opened = {
    console: () => {
      const line = document.querySelector('.contract-source')?.textContent ?? ''
      const field = document.querySelector('form.explorer-request .picker-input')
      if (!line.includes(live) || !field) return false
      if (field.value === `${method} ${path}`) return true
      // Another operation shown: the URL's was not kept. Pick it as a user would, by typing its
      // operationId in the Operation search and pressing Enter on the first match.
      if (at.pick === undefined) {
        at.pick = now()
        field.focus()
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(
          field,
          operationId,
        )
        field.dispatchEvent(new Event('input', { bubbles: true }))
      } else if (at.enter === undefined && document.querySelector('[role="option"]')) {
        at.enter = now()
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
      }
      return false
    },
    'swagger-ui': () => {
      const block = [...document.querySelectorAll(`.opblock.opblock-${method.toLowerCase()}`)].find(
        (b) => b.querySelector('.opblock-summary-path')?.getAttribute('data-path') === path,
      )
      if (!block) return false
      at.block ??= now()
      if (block.querySelector('.opblock-body')) return true
      click('expand', block.querySelector('.opblock-summary-control') ?? block)
      return false
    },
    scalar: () => {
      const id = `tag/${tag}/${method}${path}`
      const section = [...document.querySelectorAll('section[id]')].find((s) => s.id.endsWith(id))
      if (!section?.textContent?.trim()) return false
      const top = section.getBoundingClientRect().top
      return top > -20 && top < innerHeight / 2
    },
    list: () => document.querySelector(send.row) !== null,
  }
  // The send is the driver's click, each step once the one before has rendered and its button is
  // enabled, as a user clicks; its time is the click event's own, so the driver's delay before it
  // is not counted in send → shown.
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target?.closest?.('button')
      const isSend = button?.matches('.btn.execute') || button?.textContent?.trim() === 'Send'
      if (isSend && at.open !== undefined) at.send ??= e.timeStamp
    },
    true,
  )
  const shown = {
    console: () => {
      const root = document.querySelector('[role="tree"] [role="treeitem"][aria-level="1"]')
      return root?.textContent?.includes(send.text)
    },
    // Its body's <pre> (reading its 5 MB of highlighted text every frame would slow the page
    // itself: the driver checks once, after, that the last pet is in it).
    'swagger-ui': () =>
      document.querySelector(
        '.opblock.is-open .live-responses-table .response-col_description pre',
      ) != null,
  }
  const tick = () => {
    if (at.open === undefined && opened[tool]()) at.open = now()
    if (at.open !== undefined && (!send || tool === 'list' || (at.send && shown[tool]()))) {
      if (send && tool !== 'list') at.shown = now()
      window.__peer = at
      performance.mark('bench:peer')
    } else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}
