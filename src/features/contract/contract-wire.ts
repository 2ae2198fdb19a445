// What the page and the contract's worker say to each other (contract-worker.ts, contract-reader.ts):
// each question carries an id, its answer the same id. The answers are small: an index of the
// operations, one operation with what it reaches, the changes (decision 0028).
import type { Words } from '../../lib/i18n/words'
import type { OperationSummary } from './read-operations'
import type { CallSlice, OperationDetail } from './contract-index'
import type { ContractChange } from './contract-diff'

export type Loaded = { ok: true; operations: OperationSummary[] } | { ok: false; reason: Words }

export interface Questions {
  load: { url: string; answer: Loaded }
  detail: { url: string; key: string; answer: OperationDetail | null }
  forCall: { url: string; method: string; path: string; answer: CallSlice | null }
  changes: { url: string; answer: ContractChange[] }
}

export type Kind = keyof Questions
type Asked<K extends Kind> = Omit<Questions[K], 'answer'>
export type Question = { [K in Kind]: { id: number; kind: K } & Asked<K> }[Kind]
export type Answer = { id: number; answer: unknown } | { id: number; error: string }

/** What a reader of contracts does, in the worker or, when none starts, on the page. */
export interface Reader {
  ask<K extends Kind>(kind: K, asked: Asked<K>): Promise<Questions[K]['answer']>
}
