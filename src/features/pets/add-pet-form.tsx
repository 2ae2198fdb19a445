// The add-pet form itself: its four fields, the status suggestions, Create and Cancel.
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { petStatuses } from '../../api/schemas'
import { PetFormField } from './pet-form-field'
import type { PetForm } from './use-pet-form'

export function AddPetForm({
  form,
  idLoading,
  pending,
  onSubmit,
}: {
  form: PetForm
  /** The next free ID is on its way. */
  idLoading: boolean
  pending: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  const { fieldProps } = form
  return (
    <form className="card pet-form" noValidate onSubmit={onSubmit}>
      <PetFormField
        {...fieldProps('id')}
        label="ID"
        inputMode="numeric"
        autoComplete="off"
        required
        announce={Boolean(form.conflict)}
        placeholder={idLoading ? 'Loading next free ID…' : undefined}
        hint="A whole number; the next free ID is suggested."
      />
      <PetFormField {...fieldProps('name')} label="Name" autoComplete="off" required />
      <PetFormField {...fieldProps('tag')} label="Tag" autoComplete="off" />
      <PetFormField
        {...fieldProps('status')}
        label="Status"
        list="pet-status-suggestions"
        autoComplete="off"
        hint="Pick a suggestion or type any status."
      />
      <datalist id="pet-status-suggestions">
        {petStatuses.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <div className="row form-actions">
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? 'Creating…' : 'Create pet'}
        </button>
        <Link className="button" to="/pets">
          Cancel
        </Link>
      </div>
    </form>
  )
}
