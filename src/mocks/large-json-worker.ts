// Makes and serialises the large demo set's generated collections off the page's main thread, so
// the browser's demo API (whose handlers run on that thread) only hands the bytes on.
import { stringifyJson } from '../api/json'
import { largeOrders, largePets, type Collection } from './seed'

export interface LargeJsonRequest {
  id: number
  collection: Collection
  seededAt: number
}

export interface LargeJsonReply {
  id: number
  bytes: ArrayBuffer
}

// A dedicated worker's global scope; the project's DOM typings describe a window instead.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LargeJsonRequest>) => void) | null
  postMessage(message: LargeJsonReply, transfer: Transferable[]): void
}

scope.onmessage = ({ data: { id, collection, seededAt } }) => {
  const list = collection === 'pets' ? largePets() : largeOrders(seededAt)
  const { buffer } = new TextEncoder().encode(stringifyJson(list))
  scope.postMessage({ id, bytes: buffer as ArrayBuffer }, [buffer as ArrayBuffer])
}
