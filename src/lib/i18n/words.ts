// Words kept as data (a message id and its values), apart from i18n.ts: a worker makes them, and
// must not load React or the catalogs to do so; the page says them (i18n.ts's say).
import type { PrimitiveType } from 'intl-messageformat'
import type { MessageId } from './catalog'

/**
 * Words kept as data until shown: a message id and its values, which may be words themselves. An
 * error, a reason or a result made now keeps these, so a language switch reaches it later.
 */
export interface Words {
  id: MessageId
  values?: Record<string, PrimitiveType | Words>
}

export const words = (id: MessageId, values?: Words['values']): Words => ({ id, values })
