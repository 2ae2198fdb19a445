// Keeps a part's error to that part: a header tool or the request log that throws while rendering
// says so in its place, and the rest of the console (the page, the navigation) stays usable.
import { Component, type ReactNode } from 'react'
import { useT } from './i18n/i18n'

interface Props {
  /** What the part is, for the message: "The header's tools". */
  name: string
  children: ReactNode
}

interface State {
  failed: boolean
  error: unknown
}

export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  reset = () => this.setState({ failed: false, error: null })

  override render() {
    const { failed, error } = this.state
    if (!failed) return this.props.children
    return <PartError name={this.props.name} error={error} onReset={this.reset} />
  }
}

/** A function component, so the words follow a change of language. */
function PartError({
  name,
  error,
  onReset,
}: {
  name: string
  error: unknown
  onReset: () => void
}) {
  const t = useT()
  const message =
    error instanceof Error
      ? error.message
      : error === null || error === undefined
        ? t('lib.unknown-error')
        : String(error)
  return (
    <div role="alert" className="part-error">
      <span>{t.rich('lib.part-error', { name, message: <code>{message}</code> })}</span>
      <button type="button" className="button" onClick={onReset}>
        {t('lib.try-again')}
      </button>
    </div>
  )
}
