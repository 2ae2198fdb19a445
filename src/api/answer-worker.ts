// The answers' worker: reads large answers off the page's thread, a batch at a time and taking
// turns (read-answer-bytes.ts), posting a list's batches as they are ready, then how each ended
// (answer-wire.ts, decision 0032).
import type { AnswerMessage, AnswerQuestion } from './answer-wire'
import { answerTurns } from './read-answer-bytes'

const port = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerQuestion>) => void): void
  postMessage(message: AnswerMessage): void
}

const ask = answerTurns((message) => port.postMessage(message))
port.addEventListener('message', ({ data }) => ask(data))
