// The findings of one check of a value against the contract: the first few of each kind are kept,
// worded only when kept; the counts stay exact.
import type { Words } from '../../lib/i18n/i18n'

export interface Finding {
  /** A JSON path into the body (`$[3].id`), or `status` / `Content-Type`. */
  path: string
  /** Kept as words: the verdict is worded when it is shown, in the language shown then. */
  message: Words
}

/** Only this many findings of each kind are kept per call; the counts stay exact. */
const MAX_FINDINGS = 50

/** A finding's words, or how to make them: only the findings kept are made. */
type Message = Words | (() => Words)
const made = (message: Message) => (typeof message === 'function' ? message() : message)

/** The findings of one check: the first few of each kind, exact counts, keywords not checked. */
export class Findings {
  violations: Finding[] = []
  violationCount = 0
  notes: Finding[] = []
  noteCount = 0
  /** Keywords of the schemas applied that the check does not check (`pattern`, `format email`). */
  readonly unchecked: Set<string>
  /** How many violations to keep: a branch of oneOf tried aside keeps only its first. */
  private readonly keep: number
  constructor(unchecked = new Set<string>(), keep = MAX_FINDINGS) {
    this.unchecked = unchecked
    this.keep = keep
  }
  violation(path: string, message: Message) {
    if (this.violations.length < this.keep) this.violations.push({ path, message: made(message) })
    this.violationCount++
  }
  note(path: string, message: Message) {
    if (this.notes.length < MAX_FINDINGS) this.notes.push({ path, message: made(message) })
    this.noteCount++
  }
  /** Takes the notes of a branch tried aside that matched. */
  adopt(branch: Findings) {
    this.notes.push(...branch.notes.slice(0, MAX_FINDINGS - this.notes.length))
    this.noteCount += branch.noteCount
  }
}
