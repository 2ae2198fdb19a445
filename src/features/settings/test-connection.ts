// Settings' "Test connection": one GET /pets with the values in the form (not yet saved), through
// the same client code path as every other call, explained as the pages' alerts explain it.
import { request } from '../../api/client'
import { petListSchema } from '../../api/schemas'
import type { ApiTarget } from '../../api/target'
import { errorTitle } from '../../components/error-alert'
import { explainError } from '../../components/explain-error'
import type { Fix } from '../../components/fixes'
import { t } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/settings'

export interface ConnectionResult {
  ok: boolean
  message: string
  fixes: Fix[]
}

export async function testConnection(target: ApiTarget): Promise<ConnectionResult> {
  try {
    const { data } = await request('/pets', { schema: petListSchema, target })
    return { ok: true, message: t('settings.connected', { count: data.length }), fixes: [] }
  } catch (error) {
    const { text, fixes } = explainError(error)
    return {
      ok: false,
      message: t('settings.test-failed', { title: errorTitle(error), text }),
      fixes,
    }
  }
}
