// A storage write that fails is told to the user, once for each thing kept, with what it means and
// what to do: the value still applies to this tab, but a reload will not find it. Who tells it, and
// in which words, is registered at start-up (a toast in the page's language: app/wiring.ts); until
// then, and in Node or the demo API's worker, the console is told, in English.
// Only the catalog's types: `npm run api` (scripts/, checked without the DOM) reaches this file.
import type { MessageId } from './i18n/catalog'

type Tell = (text: string) => void
/** The page's `t` (lib/i18n), registered rather than imported: i18n itself stores through here. */
type Words = (id: MessageId, values?: Record<string, string>) => string

const told = new Set<string>()
let tell: Tell = (text) => console.warn(text)
let words: Words | undefined

/**
 * English where no catalog is loaded: the demo API's worker words its failures here, and the page
 * shows them as they come (tellStorageFailureText).
 */
const english: Partial<Record<MessageId, (what: string) => string>> = {
  'lib.storage-full': (what) =>
    `${what} could not be saved: this site’s storage in the browser is full. It is kept for this tab only: a reload or a new tab will not have it. To free space, reset the demo data in Settings, load a smaller HAR file, or clear this site’s data in the browser’s settings.`,
  'lib.storage-blocked': (what) =>
    `${what} could not be saved: the browser does not let this site store data. It is kept for this tab only: a reload or a new tab will not have it. To keep it, allow this site to store data (cookies and site data) in the browser’s settings, then reload.`,
}

/** A message in the registered words; without them, the English above, else the id. */
export function storageWord(id: MessageId, what?: string): string {
  if (words) return words(id, what === undefined ? undefined : { what })
  return english[id]?.(what ?? '') ?? id
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  )
}

/** What the user reads: what was not saved, why, what it means, and what to do. */
export function storageFailureText(what: string, error: unknown): string {
  return storageWord(isQuotaError(error) ? 'lib.storage-full' : 'lib.storage-blocked', what)
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

/** Registers the words the notices are made in (the page's `t`); returns the undo. */
export function wordStorageFailures(by: Words): () => void {
  const before = words
  words = by
  return () => {
    words = before
  }
}

/** For tests: every failure may be told again. */
export const forgetStorageFailures = () => told.clear()
