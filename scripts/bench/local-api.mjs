// `npm run api` (scripts/api-server.ts) as the large-list sections use it: started with a
// dataset, warmed, stopped; killed on the way out, whatever the way out is.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { apiBaseUrl, options, root } from './options.mjs'

const running = new Set()
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')))
// Ctrl-C or a kill: leave through 'exit', so the API server goes too.
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

const apiState = () =>
  fetch(`${apiBaseUrl}/_demo/state`, { signal: AbortSignal.timeout(2000) }).then((r) => r.json())

/**
 * Starts `npm run api` with a dataset and returns once it answers with that dataset. `contract`:
 * the file it publishes at /v1/openapi.json (openapi.yaml by default); `orders`: this many orders
 * instead of the dataset's (api-server.ts repeats them with new ids).
 */
export async function startApi(dataset, { contract, orders } = {}) {
  const { apiPort } = options
  if (await apiState().catch(() => null)) throw new Error(`port ${apiPort} is already in use`)
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-server.ts', `--port=${apiPort}`, `--dataset=${dataset}`]
      .concat(contract ? [`--contract=${contract}`] : [])
      .concat(orders ? [`--orders=${orders}`] : []),
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, API_KEY: '' } },
  )
  running.add(child)
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const deadline = Date.now() + 30_000
  while (child.exitCode === null && Date.now() < deadline) {
    const state = await apiState().catch(() => null)
    if (state?.dataset === dataset) {
      // A running server has served its lists before: warm its code paths like one.
      for (const list of ['/pets', '/store/orders']) await (await fetch(apiBaseUrl + list)).text()
      return child
    }
    await sleep(100)
  }
  await stopApi(child)
  throw new Error(`the API server (${dataset}) did not start: ${stderr.trim()}`)
}

export async function stopApi(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(5000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  running.delete(child)
}
