// Asks before a call that changes data on Production. Cancel has focus, and Escape means Cancel.
import { ConfirmDialog } from '../../lib/dialog'
import type { ExplorerOperation } from './operations'

/** "This creates a pet on Production": the words for what a call would do there. */
export function productionWarning(operation: ExplorerOperation): string {
  const thing = operation.bodyName?.toLowerCase()
  if (operation.method === 'POST' && thing) return `This creates a ${thing} on Production.`
  return `This sends ${operation.method} ${operation.path} to Production.`
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
  return (
    <ConfirmDialog
      title="Send to Production?"
      text={`${productionWarning(operation)} Production is a live server: the change is real.`}
      confirm="Send to Production"
      cancel="Cancel"
      onConfirm={onSend}
      onCancel={onCancel}
      danger
    />
  )
}
