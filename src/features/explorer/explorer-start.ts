// Where an explorer visit starts and which operation it shows: found among the contract's
// summaries, with the detail of each asked for (a live contract's from its worker, decision 0028).
import { useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react'
import type { Location } from 'react-router-dom'
import { createStore, useStore } from '../../lib/store'
import { bundledContract } from '../contract/contract'
import type { ContractHandle } from '../contract/contract-reader'
import { draftFromCall, draftFromUrl, freshDraft, type Draft } from './draft'
import { OPERATION_PARAM, readExplorerState } from './explorer-link'
import {
  findOperation,
  listOperations,
  operationForCall,
  type ExplorerOperation,
  type OperationSummary,
} from './operations'
import { targetOf } from './links'
import type { Sent } from './send'

/** The operations and their detail: the bundled contract's at hand, a live one's asked for. */
export type OperationSource = Pick<
  ContractHandle,
  'operations' | 'details' | 'detailNow' | 'detail'
>

export function bundledSource(): OperationSource {
  const operations = listOperations(bundledContract())
  const details = createStore<ReadonlyMap<string, ExplorerOperation | null>>(
    new Map(operations.map((o) => [o.key, o])),
  )
  return {
    operations,
    details,
    detailNow: (key) => details.get().get(key) ?? undefined,
    detail: (key) => Promise.resolve(details.get().get(key) ?? null),
  }
}

/** The operations a visit may start at, found by their summaries: the URL's, a call's, a draft's. */
export function startKeys(location: Location, operations: readonly OperationSummary[]): string[] {
  const state = readExplorerState(location.state)
  const named = new URLSearchParams(location.search).get(OPERATION_PARAM)
  const keys = [(findOperation(operations, named) ?? operations[0])?.key]
  if (state.call) {
    const url = new URL(state.call.url)
    const base = new URL(state.call.baseUrl).pathname.replace(/\/+$/, '')
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
    keys.push(operationForCall(operations, state.call.method, path || '/')?.operation.key)
  }
  keys.push(state.draft?.operation)
  return keys.filter((key): key is string => key !== undefined)
}

/**
 * The summaries, with the detail of each operation asked for so far in its place: the start reads
 * only the operations startKeys named, and waits for their detail first.
 */
export function withDetails(source: OperationSource): readonly ExplorerOperation[] {
  return source.operations.map((o) => source.detailNow(o.key) ?? (o as ExplorerOperation))
}

/** Where a visit starts: a logged call, a request from the history, or the URL. */
export function startOf(location: Location, operations: readonly ExplorerOperation[]) {
  const state = readExplorerState(location.state)
  const fromUrl = draftFromUrl(new URLSearchParams(location.search), operations)
  const known = (draft: Draft | undefined) =>
    draft && operations.some((o) => o.key === draft.operation) ? draft : undefined
  if (state.call) {
    const draft = draftFromCall(state.call, operations)
    if ('missing' in draft) return { draft: fromUrl, missing: draft.missing, send: false }
    return { draft, missing: null, send: false }
  }
  return { draft: known(state.draft) ?? fromUrl, missing: null, send: state.send === true }
}

/** The chosen operation's detail, asked for when the source does not have it at hand. */
export function useChosen(source: OperationSource, key: string | undefined) {
  const known = useStore(source.details)
  const chosen = key === undefined ? undefined : (known.get(key) ?? undefined)
  useEffect(() => {
    if (key === undefined || chosen) return
    void source.detail(key)
  }, [source, key, chosen])
  return chosen
}

/** Another operation, picked: a fresh draft once its detail is here; the last pick wins. */
export function useChoose(
  source: OperationSource,
  setDraft: Dispatch<SetStateAction<Draft | null>>,
) {
  const picked = useRef<string | null>(null)
  return (summary: OperationSummary) => {
    picked.current = summary.key
    const now = source.detailNow(summary.key)
    if (now) return setDraft(freshDraft(now))
    void source.detail(summary.key).then((detail) => {
      if (detail && picked.current === summary.key) setDraft(freshDraft(detail))
    })
  }
}

/**
 * The operations whose detail is at hand, for what follows an answer (its links, Use in request…):
 * an answer's link targets are asked for as it arrives, so their buttons can fill them in.
 */
export function useDetailed(source: OperationSource, sent: Sent | null): ExplorerOperation[] {
  const known = useStore(source.details)
  useEffect(() => {
    const links = sent ? Object.values(sent.operation.links).flat() : []
    const keys = links.flatMap(({ link }) => targetOf(link, source.operations)?.key ?? [])
    const missing = [...new Set(keys)].filter((key) => !source.detailNow(key))
    // Each detail arrives in `source.details`; one that cannot be had stays out of the list.
    for (const key of missing) source.detail(key).catch(() => {})
  }, [source, sent])
  return useMemo(
    () => source.operations.flatMap((o) => known.get(o.key) ?? []),
    [source.operations, known],
  )
}
