// Labelled form controls that several features use: a select and a checkbox, each with a hint.
import { useId } from 'react'

/** Options whose label is their value. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }))

export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
  disabled,
  className = 'field',
}: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  hint?: string
  disabled?: boolean
  className?: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  )
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'date'
  inputMode?: 'numeric'
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  heading,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string
  /** A caption above the box, when the box's own label is not enough. */
  heading?: string
}) {
  const id = useId()
  return (
    <div className="field">
      {heading && <span className="field-label">{heading}</span>}
      <label className="settings-check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  )
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  )
}
