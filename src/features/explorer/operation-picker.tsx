// The Operation field: a combobox with a list popup (WAI-ARIA's pattern) that finds an operation
// among thousands by method, path, operationId and summary. The focus stays in the field: the
// arrows, Home, End and the page keys move the active option, Enter chooses it, Escape closes the
// list (or, closed, clears the field to search afresh), and the count of matches is said politely.
import { useId } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { OperationList, optionId } from './operation-list'
import type { OperationSummary } from './operations'
import { rowsInView } from './picker-rows'
import { useOperationPicker } from './use-operation-picker'
import '../../lib/i18n/en/explorer'

interface PickerProps {
  operations: readonly OperationSummary[]
  operation: OperationSummary
  onChoose: (operation: OperationSummary) => void
}

export function OperationPicker({ operations, operation, onChoose }: PickerProps) {
  const t = useT()
  const id = useId()
  const listId = `${id}-list`
  const picker = useOperationPicker(operations, operation, onChoose)
  const { index, current, query, open, rows, count, tops, activeRow, expanded, layout } = picker
  const hint = operation.summary
  // The Fetch standard forbids TRACE: the browser refuses it before it leaves.
  const unsendable = operation.method === 'TRACE'
  const describedBy = [hint && `${id}-hint`, unsendable && `${id}-warning`].filter(Boolean)
  return (
    <div className="field picker">
      <label id={`${id}-label`} htmlFor={id}>
        {t('explorer.operation')}
      </label>
      <div className="picker-box">
        <input
          id={id}
          type="text"
          role="combobox"
          className="picker-input"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            expanded && activeRow >= 0 ? optionId(listId, rows[activeRow] ?? 0) : undefined
          }
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          value={query ?? operation.label}
          placeholder={t('explorer.picker-placeholder')}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          onChange={picker.onChange}
          onKeyDown={picker.onKeyDown}
          onClick={picker.onClick}
          onBlur={picker.close}
        />
        {open && (
          <div className="picker-popup">
            {count > 0 ? (
              <OperationList
                id={listId}
                labelledBy={`${id}-label`}
                index={index}
                rows={rows}
                tops={tops}
                shown={rowsInView(tops, layout.top, layout.height)}
                activeRow={activeRow}
                current={current}
                top={layout.top}
                attach={layout.attach}
                probe={layout.probe}
                onScroll={layout.onScroll}
                onChoose={picker.choose}
              />
            ) : (
              <p className="picker-empty">
                {t('explorer.picker-no-match', { query: query ?? '' })}
              </p>
            )}
          </div>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {unsendable && (
        <p id={`${id}-warning`} className="field-hint field-warning">
          {t('explorer.trace-not-sent')}
        </p>
      )}
    </div>
  )
}
