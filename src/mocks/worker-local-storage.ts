// msw's cookie store reads localStorage as its module loads, and a worker has none: this gives the
// worker one in memory. The demo's handlers set no cookies, so it never holds anything to keep.
if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage })
}
