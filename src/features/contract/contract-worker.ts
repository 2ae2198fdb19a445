// The contract's worker: fetches, parses (JSON or YAML), checks the `$ref`s of and indexes a
// server's contract off the page's thread, and keeps it; the page asks it for what it shows
// (contract-wire.ts, decision 0028).
import bundled from '../../../openapi.yaml'
import { answering } from './contract-answers'
import type { Answer, Question } from './contract-wire'
import type { OpenApi } from './openapi'

const reader = answering(() => bundled as OpenApi)
const port = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Question>) => void): void
  postMessage(answer: Answer): void
}

port.addEventListener('message', ({ data: question }) => {
  const { id, kind, ...asked } = question
  reader.ask(kind, asked as never).then(
    (answer) => port.postMessage({ id, answer }),
    (error: unknown) => port.postMessage({ id, error: String(error) }),
  )
})
