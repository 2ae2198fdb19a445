import { Link } from 'react-router-dom'

export function Component() {
  return (
    <section className="page empty-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p className="row">
        <Link className="button primary" to="/">
          Go to Overview
        </Link>
        <Link className="button" to="/pets">
          Browse pets
        </Link>
      </p>
    </section>
  )
}
