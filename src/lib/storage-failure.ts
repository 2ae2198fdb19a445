// A failed storage write in words, made when shown: what was not saved, why, what it means (the
// value still applies to this tab, but a reload will not find it) and what to do.
import type { FailedWrite } from './failed-writes'
import { t } from './i18n/i18n'

export function storageFailureText({ what, reason }: FailedWrite): string {
  return t(reason === 'full' ? 'lib.storage-full' : 'lib.storage-blocked', { what: t(what) })
}
