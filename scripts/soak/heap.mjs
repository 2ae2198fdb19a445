// The soak's measure (../soak.mjs): the JS heap of the page and of the demo API's worker after a
// full garbage collection, and how fast it grows.

const MB = 1024 * 1024

/**
 * The demo API's worker, reached through the page's CDP session: the page's session attaches to
 * its workers, and speaks to one by message (a dedicated worker is not a target of its own).
 */
export async function workerChannel(cdp) {
  let sessionId
  cdp.on('Target.attachedToTarget', ({ sessionId: id, targetInfo }) => {
    if (targetInfo.url.includes('demo-api-worker')) sessionId = id
  })
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
  let lastId = 0
  return (method) =>
    new Promise((resolve, reject) => {
      if (!sessionId) return reject(new Error('the demo API worker is not running'))
      const id = ++lastId
      const listener = ({ sessionId: from, message }) => {
        const reply = JSON.parse(message)
        if (from !== sessionId || reply.id !== id) return
        cdp.off('Target.receivedMessageFromTarget', listener)
        resolve(reply.result)
      }
      cdp.on('Target.receivedMessageFromTarget', listener)
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
    })
}

/**
 * The heap after a full garbage collection, in MB: the page's scripts and the demo API's worker
 * (its database, a Replay recording, the lists it answers), each collected first.
 */
export async function heapAfterGc(cdp, worker) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await worker('HeapProfiler.collectGarbage')
  const { usedSize: workerSize } = await worker('Runtime.getHeapUsage')
  return { heapMb: (usedSize + workerSize) / MB, pageMb: usedSize / MB, workerMb: workerSize / MB }
}

/** Least-squares slope of the heap, in MB per 100 steps. */
export function slopePer100(samples) {
  const n = samples.length
  if (n < 2) return 0
  const mx = samples.reduce((s, p) => s + p.step, 0) / n
  const my = samples.reduce((s, p) => s + p.heapMb, 0) / n
  const sxy = samples.reduce((s, p) => s + (p.step - mx) * (p.heapMb - my), 0)
  const sxx = samples.reduce((s, p) => s + (p.step - mx) ** 2, 0)
  return (sxy / sxx) * 100
}
