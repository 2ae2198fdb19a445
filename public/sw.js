// The console's service worker, registered by the demo once it runs. It keeps the app's own files
// so the demo works with the network gone; the demo API itself answers inside the page.
const CACHE = 'petstore-app'
const scope = new URL(self.registration.scope)
const INDEX = `${scope.pathname}index.html`
/** The contract the app links to: it opens in the browser, not in the app. */
const CONTRACT = `${scope.pathname}openapi.yaml`
/**
 * Files that keep their name when they change, so the network comes first: the contract, and the
 * runtime configuration a host may write (optional, so never fetched ahead: a changed one counts
 * from the next load, and a missing one stays missing).
 */
const LINKED = [CONTRACT, `${scope.pathname}config.json`]

/** The site's own files: not the demo API's address and not this worker. */
function isAppFile(url) {
  return (
    url.origin === scope.origin &&
    url.pathname.startsWith(scope.pathname) &&
    !url.pathname.startsWith(`${scope.pathname}demo-api/`) &&
    url.pathname !== `${scope.pathname}sw.js`
  )
}

/** Keeps every file of the build not kept yet, from the manifest Vite writes beside index.html. */
async function precache() {
  const cache = await caches.open(CACHE)
  const response = await fetch(`${scope.pathname}app-files.json`, { cache: 'no-store' })
  if (!response.ok) return
  const files = new Set([INDEX, `${scope.pathname}favicon.svg`, CONTRACT])
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

/** Keeps `fresh`, the index.html just served, and the files of its build when it is new. */
async function keepPage(fresh) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(INDEX)
  const text = await fresh.text()
  if (kept && (await kept.text()) === text) return
  await cache.put(INDEX, new Response(text, { headers: fresh.headers }))
  // A new deployment: keep its files too. Old ones stay for tabs still running old code.
  await precache()
}

/**
 * Pages: the network first, so a new deployment shows, with the kept index.html offline. The
 * request starts while this worker starts (navigation preload, but in Firefox), and the page is
 * answered before the kept copy is compared.
 */
async function page(event) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request))
    if (response.ok) event.waitUntil(keepPage(response.clone()).catch(() => undefined))
    return response
  } catch (error) {
    const kept = await (await caches.open(CACHE)).match(INDEX)
    if (kept) return kept
    throw error
  }
}

/**
 * A linked file keeps its name across deployments: the network first, the kept copy offline. The
 * page has its answer before the copy is written: config.json gates the first API call.
 */
async function linked(event) {
  const { request } = event
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    // A full storage keeps nothing, but never fails the answer.
    if (response.ok)
      event.waitUntil(cache.put(request.url, response.clone()).catch(() => undefined))
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
  if (response.ok && response.type === 'basic')
    await cache.put(request, response.clone()).catch(() => undefined)
  return response
}

// Firefox fails a navigation whose preload finds no network before this worker can answer it
// from the cache (docs/browsers.md), so there a page is fetched once the worker has started.
const preloadBreaksOffline = /\bFirefox\//.test(self.navigator.userAgent)

// A new version takes over at once, and the first visit's page is kept offline too. Preload is
// set either way: a registration keeps what an earlier version of this worker chose.
self.addEventListener('install', (event) => {
  // Chromium: a page request goes to the network at once, racing this worker's answer, so a visit
  // never waits for the worker to start; offline, the worker's kept copy answers. Elsewhere the
  // worker answers every page, with navigation preload.
  if (event.addRoutes)
    event.waitUntil(
      event
        .addRoutes({
          condition: { requestMode: 'navigate' },
          source: 'race-network-and-fetch-handler',
        })
        .catch(() => undefined),
    )
  self.skipWaiting()
})
self.addEventListener('activate', (event) => {
  const preload = self.registration.navigationPreload
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      preloadBreaksOffline ? preload?.disable() : preload?.enable(),
    ]),
  )
})

self.addEventListener('message', (event) => {
  // The app asks once the demo runs and the page is idle: keeping the files never delays the demo.
  if (event.data === 'petstore:keep-app-files') event.waitUntil(precache().catch(() => undefined))
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || request.cache === 'no-store' || !isAppFile(url)) return
  if (LINKED.includes(url.pathname)) event.respondWith(linked(event))
  else event.respondWith(request.mode === 'navigate' ? page(event) : file(request))
})
