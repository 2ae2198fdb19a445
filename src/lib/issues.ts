// What is wrong with a file a user loaded (a tour, a HAR recording), from valibot's first issue, in
// words that name the item and the field: "step 2, demo.latencyMs is expected number".
import type * as v from 'valibot'
import { t } from './i18n/i18n'
import './i18n/en/lib'

/** `key` is the file's list of items: `steps` in a tour, `entries` (or `calls`) in a recording. */
export function explainIssue(
  issue: v.BaseIssue<unknown>,
  list: { key: 'steps' | 'entries' | 'calls' },
) {
  const keys = (issue.path ?? []).map((item) => item.key)
  const at = keys.indexOf(list.key)
  const index = keys[at + 1]
  const field = keys.slice(at + 2).join('.')
  const item =
    typeof index === 'number' ? t('lib.issue-item', { list: list.key, number: index + 1 }) : ''
  const where =
    at !== -1 && item
      ? field
        ? t('lib.issue-item-field', { item, field })
        : item
      : keys.join('.') || t('lib.issue-the-file')
  const why =
    issue.expected === 'never'
      ? t('lib.issue-unknown-field')
      : issue.input === undefined
        ? t('lib.issue-missing')
        : issue.type === 'non_empty' || issue.type === 'min_length'
          ? t('lib.issue-empty')
          : issue.type === 'max_length'
            ? keys.at(-1) === list.key
              ? t('lib.issue-too-many', { max: String(issue.requirement), list: list.key })
              : t('lib.issue-too-long')
            : issue.type === 'regex' || issue.type === 'check'
              ? t('lib.issue-not', { what: issue.message })
              : t('lib.issue-expected', { expected: issue.expected ?? t('lib.issue-another') })
  return t('lib.issue', { where, why })
}
