// What is wrong with a file a user loaded (a tour, a HAR recording), from valibot's first issue, in
// words that name the item and the field: "step 2, demo.latencyMs is expected number".
import type * as v from 'valibot'

export function explainIssue(
  issue: v.BaseIssue<unknown>,
  list: { key: string; item: string; items: string },
) {
  const keys = (issue.path ?? []).map((item) => item.key)
  const at = keys.indexOf(list.key)
  const index = keys[at + 1]
  const where =
    at !== -1 && typeof index === 'number'
      ? [`${list.item} ${index + 1}`, keys.slice(at + 2).join('.')].filter(Boolean).join(', ')
      : keys.join('.') || 'the file'
  const why =
    issue.expected === 'never'
      ? 'not a known field'
      : issue.input === undefined
        ? 'missing'
        : issue.type === 'non_empty' || issue.type === 'min_length'
          ? 'empty'
          : issue.type === 'max_length'
            ? keys.at(-1) === list.key
              ? `more than ${String(issue.requirement)} ${list.items}`
              : 'too long'
            : issue.type === 'regex' || issue.type === 'check'
              ? `not ${issue.message}`
              : `expected ${issue.expected ?? 'another value'}`
  return `${where} is ${why}`
}
