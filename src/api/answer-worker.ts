// The answers' worker: reads a large answer off the page's thread (read-answer-bytes.ts), posting a
// list's batches as they are ready, then how it ended (answer-wire.ts, decision 0032).
import type { AnswerMessage, AnswerQuestion } from './answer-wire'
import { readAnswerBytes } from './read-answer-bytes'

const port = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerQuestion>) => void): void
  postMessage(message: AnswerMessage): void
}

port.addEventListener('message', ({ data }) => {
  try {
    port.postMessage(readAnswerBytes(data, (message) => port.postMessage(message)))
  } catch (error) {
    port.postMessage({ id: data.id, done: 'failed', error: String(error) })
  }
})
