// Placeholder until its issue lands.
export function PetNewPage() {
  return (
    <section className="page">
      <h1>Add pet</h1>
    </section>
  )
}
