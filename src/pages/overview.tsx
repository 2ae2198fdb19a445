// Placeholder until its issue lands.
export function OverviewPage() {
  return (
    <section className="page">
      <h1>Overview</h1>
    </section>
  )
}
