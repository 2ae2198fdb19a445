// The console's service worker, registered by the demo (msw's worker.start with this URL). It
// keeps the app's own files so the demo works with the network gone, and hands every other request
// to msw's worker, imported at the end, which answers the demo API.
const CACHE = 'petstore-app'
const scope = new URL(self.registration.scope)
const INDEX = `${scope.pathname}index.html`
/** Files the app links to that open in the browser, not in the app: the contract. */
const LINKED = [`${scope.pathname}openapi.yaml`]

/** The site's own files: not the demo API (msw answers it) and not these two workers. */
function isAppFile(url) {
  return (
    url.origin === scope.origin &&
    url.pathname.startsWith(scope.pathname) &&
    !url.pathname.startsWith(`${scope.pathname}demo-api/`) &&
    !/\/(sw|mockServiceWorker)\.js$/.test(url.pathname)
  )
}

/** Keeps every file of the build not kept yet, from the manifest Vite writes beside index.html. */
async function precache() {
  const cache = await caches.open(CACHE)
  const response = await fetch(`${scope.pathname}app-files.json`, { cache: 'no-store' })
  if (!response.ok) return
  const files = new Set([INDEX, `${scope.pathname}favicon.svg`, ...LINKED])
  for (const chunk of Object.values(await response.json())) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      if (file && file !== 'index.html') files.add(`${scope.pathname}${file}`)
    }
  }
  // One at a time: the page's own requests, which the user waits for, never queue behind these.
  for (const file of files) {
    if (!(await cache.match(file, { ignoreVary: true }))) await cache.add(file)
  }
}

/** Pages: the network first, so a new deployment shows; the kept index.html when offline. */
async function page(request, event) {
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) {
      const kept = await cache.match(INDEX)
      const fresh = await response.clone().text()
      if (!kept || (await kept.text()) !== fresh) {
        await cache.put(INDEX, new Response(fresh, { headers: response.headers }))
        // A new deployment: keep its files too. Old ones stay for tabs still running old code.
        event.waitUntil(precache().catch(() => undefined))
      }
    }
    return response
  } catch (error) {
    const kept = await cache.match(INDEX)
    if (kept) return kept
    throw error
  }
}

/** A linked file keeps its name across deployments: the network first, the kept copy offline. */
async function linked(request) {
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(request.url, response.clone())
    return response
  } catch (error) {
    const kept = await cache.match(request.url, { ignoreVary: true })
    if (kept) return kept
    throw error
  }
}

/** Files are named by their content, so a kept copy is always right. */
async function file(request) {
  const cache = await caches.open(CACHE)
  // ignoreVary: hosts send Vary: Origin, and a module import carries an Origin the kept copy's
  // request did not.
  const kept = await cache.match(request, { ignoreVary: true })
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone())
  return response
}

self.addEventListener('message', (event) => {
  // The app asks once the demo runs and the page is idle: keeping the files never delays the demo.
  if (event.data === 'petstore:keep-app-files') event.waitUntil(precache().catch(() => undefined))
  // msw's worker unregisters itself when its last tab goes, as on a reload; this one must stay to
  // answer that reload offline. (It keeps the closed tab's id: a few bytes until the next start.)
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation()
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || request.cache === 'no-store' || !isAppFile(url)) return
  // msw's listener would answer these too (by fetching them): this one answers, it does not.
  event.stopImmediatePropagation()
  if (LINKED.includes(url.pathname)) event.respondWith(linked(request))
  else event.respondWith(request.mode === 'navigate' ? page(request, event) : file(request))
})

// Where the host's CSP requires Trusted Types (the nginx recipe sends it as a header, which reaches
// this worker too), importScripts takes only a trusted URL: this policy admits msw's, nothing else.
const trusted = self.trustedTypes?.createPolicy('default', {
  createScriptURL(url) {
    if (new URL(url, self.location.href).pathname === `${scope.pathname}mockServiceWorker.js`)
      return url
    throw new TypeError(`Trusted Types: script URL refused: ${url}`)
  },
})
importScripts(
  trusted ? trusted.createScriptURL('./mockServiceWorker.js') : './mockServiceWorker.js',
)
