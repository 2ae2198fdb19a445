// Placeholder until its issue lands.
export function PetDetailPage() {
  return (
    <section className="page">
      <h1>Pet</h1>
    </section>
  )
}
