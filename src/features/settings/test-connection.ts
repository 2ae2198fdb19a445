// Settings' "Test connection": one GET /pets with the values in the form (not yet saved), through
// the same client code path as every other call. Its result is data: TestResult words it.
import { request } from '../../api/client'
import { petListSchema } from '../../api/schemas'
import type { ApiTarget } from '../../api/target'

/** The pets the server listed, or the error it failed with (explained when shown). */
export type ConnectionResult = { ok: true; count: number } | { ok: false; error: unknown }

export async function testConnection(target: ApiTarget): Promise<ConnectionResult> {
  try {
    const { data } = await request('/pets', { schema: petListSchema, target })
    return { ok: true, count: data.length }
  } catch (error) {
    return { ok: false, error }
  }
}
