// Asks before a call that changes data on Production. Cancel has focus, and Escape means Cancel.
import { ConfirmDialog } from '../../lib/dialog'
import { t, useT } from '../../lib/i18n/i18n'
import type { ExplorerOperation } from './operations'
import '../../lib/i18n/en/explorer'

/** "This creates a pet on Production": the words for what a call would do there. */
export function productionWarning(operation: ExplorerOperation): string {
  const thing = operation.bodyName?.toLowerCase()
  if (operation.method === 'POST' && thing) return t('explorer.confirm-creates', { thing })
  return t('explorer.confirm-sends', { method: operation.method, path: operation.path })
}

/** Whether a call needs asking first: anything but a read, sent to Production. */
export const needsConfirmation = (operation: ExplorerOperation, environment: string) =>
  environment === 'production' && !['GET', 'HEAD', 'OPTIONS'].includes(operation.method)

export function ConfirmSend({
  operation,
  onSend,
  onCancel,
}: {
  operation: ExplorerOperation
  onSend: () => void
  onCancel: () => void
}) {
  const t = useT()
  return (
    <ConfirmDialog
      title={t('explorer.confirm-title')}
      text={t('explorer.confirm-text', { warning: productionWarning(operation) })}
      confirm={t('explorer.confirm-send')}
      cancel={t('explorer.confirm-cancel')}
      onConfirm={onSend}
      onCancel={onCancel}
      danger
    />
  )
}
