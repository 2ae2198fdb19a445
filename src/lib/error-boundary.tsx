// Keeps a part's error to that part: a header tool or the request log that throws while rendering
// says so in its place, and the rest of the console (the page, the navigation) stays usable.
import { Component, type ReactNode } from 'react'

interface Props {
  /** What the part is, for the message: "The header's tools". */
  name: string
  children: ReactNode
}

export class PartBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  reset = () => this.setState({ error: null })

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    const message = error instanceof Error ? error.message : String(error)
    return (
      <div role="alert" className="part-error">
        <span>
          {this.props.name} hit an error: <code>{message}</code>
        </span>
        <button type="button" className="button" onClick={this.reset}>
          Try again
        </button>
      </div>
    )
  }
}
