// A storage write that fails is told to the user, once for each thing kept, with what it means and
// what to do: the value still applies to this tab, but a reload will not find it. Who tells it is
// registered at start-up (a toast in the app); until then, and in Node, the console does.
type Tell = (text: string) => void

const told = new Set<string>()
let tell: Tell = (text) => console.warn(text)

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  )
}

/** What the user reads: what was not saved, why, what it means, and what to do. */
export function storageFailureText(what: string, error: unknown): string {
  const meaning = 'It is kept for this tab only: a reload or a new tab will not have it.'
  return isQuotaError(error)
    ? `${what} could not be saved: this site’s storage in the browser is full. ${meaning} To free space, reset the demo data in Settings, load a smaller HAR file, or clear this site’s data in the browser’s settings.`
    : `${what} could not be saved: the browser does not let this site store data. ${meaning} To keep it, allow this site to store data (cookies and site data) in the browser’s settings, then reload.`
}

/** `what` names the thing kept, as a sentence starts ("The theme"); each is told once per tab. */
export function reportStorageFailure(what: string, error: unknown): void {
  if (told.has(what)) return
  told.add(what)
  tell(storageFailureText(what, error))
}

/** A failure another thread (the demo API's worker) has worded already; each is told once. */
export function tellStorageFailureText(text: string): void {
  if (told.has(text)) return
  told.add(text)
  tell(text)
}

/** Registers who tells the user; returns the undo. */
export function tellStorageFailures(by: Tell): () => void {
  const before = tell
  tell = by
  return () => {
    tell = before
  }
}

/** For tests: every failure may be told again. */
export const forgetStorageFailures = () => told.clear()
