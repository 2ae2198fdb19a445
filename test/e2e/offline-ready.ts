// Whether the demo site works offline yet, asked in the page: the Playwright journeys and the
// engines' journeys (test/engines) wait on the same question.

/**
 * Runs in the page (serialized, so it refers to nothing outside itself): the demo's service worker
 * controls the page and has kept every file of the build.
 */
export async function appKeptForOffline(): Promise<boolean> {
  if (!navigator.serviceWorker.controller) return false
  const manifest = (await (await fetch('/app-files.json')).json()) as Record<
    string,
    { file: string; css?: string[] }
  >
  const cache = await caches.open('petstore-app')
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (file === 'index.html') continue
      if (!(await cache.match(`/${file}`, { ignoreVary: true }))) return false
    }
  }
  return true
}
