// What the contracts section (contracts.mjs) watches and reads in a page: when the contract line
// changes, and the JS heap the page's workers hold (the contract's worker keeps the description it
// read, decision 0028, which the page's own heap leaves out).
// watchContract runs in the browser (addInitScript), hence its globals.
/* global window, document, requestAnimationFrame */

/** In the page from its start: marks when the contract line says `target` or a refusal. */
export function watchContract({ target, refused }) {
  window.__contract = null
  const tick = () => {
    const text = document.querySelector('.contract-source')?.textContent ?? ''
    if (text.includes(target) || text.includes(refused)) {
      window.__contract = { at: performance.now(), text }
      performance.mark('bench:contract')
    } else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/**
 * The page's workers' JS heap after a collection, summed (the contract's worker holds the read
 * description, decision 0028): each reached through the page's session, in CDP's non-flat mode.
 */
export async function workersHeap(cdp) {
  const sessions = []
  const replies = new Map()
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') sessions.push(e.sessionId)
  })
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const reply = JSON.parse(e.message)
    replies.get(`${e.sessionId} ${reply.id}`)?.(reply.result)
  })
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
  let id = 0
  const ask = (sessionId, method) =>
    new Promise((resolve) => {
      const key = `${sessionId} ${++id}`
      replies.set(key, resolve)
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      })
      setTimeout(() => resolve(null), 5000)
    })
  let used = 0
  for (const sessionId of sessions) {
    await ask(sessionId, 'HeapProfiler.collectGarbage')
    used += (await ask(sessionId, 'Runtime.getHeapUsage'))?.usedSize ?? 0
  }
  return used
}
