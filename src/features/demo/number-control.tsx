// A number input and a slider for one demo control; the number input carries the label.
import { useId } from 'react'
import { useT } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/demo'

export function DemoNumberControl({
  label,
  hint,
  value,
  max,
  step,
  onChange,
}: {
  label: string
  hint: string
  value: number
  max: number
  step: number
  onChange: (value: number) => void
}) {
  const t = useT()
  const id = useId()
  const change = (raw: string) => {
    const n = Math.round(Number(raw))
    onChange(Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="demo-number">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={step}
          value={value}
          onChange={(e) => change(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <input
          type="range"
          aria-label={t('demo.slider', { label })}
          min={0}
          max={max}
          step={step}
          value={value}
          onChange={(e) => change(e.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  )
}
