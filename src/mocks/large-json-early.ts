// Starts making the large demo set's lists before the app's code has loaded. The build puts
// `startLargeJsonEarly` inline in index.html (vite.config.ts); large-json.ts takes over the worker
// it started. Type imports only, so Node (the build) can load this file.
import type { PageName } from '../app/route-table'
import type { LargeJsonReply, LargeJsonRequest } from './large-json-worker'
import type { Collection } from './seed'

/** The large set's lists each page asks the demo API for as it opens, in the order it asks. */
export const largeListsByPage: Partial<Record<PageName, readonly Collection[]>> = {
  overview: ['pets', 'orders'],
  'pets-list': ['pets'],
  'pet-new': ['pets'],
  'pet-detail': ['orders'],
  'orders-list': ['orders', 'pets'],
}

/** What the early start leaves on `window` for large-json.ts to take over. */
export interface EarlyLargeJson {
  worker: Worker
  asked: LargeJsonRequest[]
  /** Replies that came before large-json.ts took over. */
  replies: LargeJsonReply[]
  failed: boolean
}

declare global {
  interface Window {
    /** The route index.html's preload script matched (an index into routeTable). */
    petstoreShellRoute?: number
    petstoreLargeJson?: EarlyLargeJson
  }
}

/**
 * Runs inline in index.html, as its source text: it may use only its arguments and browser
 * globals. When the stored demo data is the large set and no other environment is saved as live,
 * starts the worker on the opened page's lists: ~300 ms before the app's own code could, on a
 * fresh load, which is what the demo API's first calls otherwise wait for. The storage keys are
 * those of db.ts and settings.ts (test/large-json-early.test.ts fails if they part).
 */
export function startLargeJsonEarly(
  workerUrl: string,
  listsByRoute: readonly (readonly Collection[])[],
): void {
  try {
    const lists = listsByRoute[window.petstoreShellRoute ?? -1]
    if (!lists?.length) return
    const settings = JSON.parse(localStorage.getItem('petstore.settings.v1') ?? 'null') as {
      environment?: unknown
    } | null
    // No saved environment: the build's default applies, which the app checks (api-gate.ts).
    if (settings?.environment && settings.environment !== 'demo') return
    const demo = JSON.parse(localStorage.getItem('petstore.demo.v1') ?? 'null') as {
      dataset?: unknown
      seededAt?: unknown
    } | null
    if (demo?.dataset !== 'large' || typeof demo.seededAt !== 'number') return
    const seededAt = demo.seededAt
    const early: EarlyLargeJson = {
      worker: new Worker(workerUrl, { type: 'module' }),
      asked: [],
      replies: [],
      failed: false,
    }
    early.worker.onmessage = (event: MessageEvent<LargeJsonReply>) => early.replies.push(event.data)
    early.worker.onerror = () => {
      early.failed = true
    }
    lists.forEach((collection, index) => {
      const request: LargeJsonRequest = { id: index + 1, collection, seededAt }
      early.asked.push(request)
      early.worker.postMessage(request)
    })
    window.petstoreLargeJson = early
  } catch {
    // Storage blocked or malformed, or no module workers: the demo API makes the lists when asked.
  }
}
