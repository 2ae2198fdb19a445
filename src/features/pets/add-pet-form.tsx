// The add-pet form itself: its four fields, the status suggestions, Create and Cancel.
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { petStatuses } from '../../api/schemas'
import { useT } from '../../lib/i18n/i18n'
import { PetFormField } from './pet-form-field'
import type { PetForm } from './use-pet-form'
import '../../lib/i18n/en/pets'

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
  const t = useT()
  const { fieldProps } = form
  return (
    <form className="card pet-form" noValidate onSubmit={onSubmit}>
      <PetFormField
        {...fieldProps('id')}
        label={t('pets.field-id')}
        inputMode="numeric"
        autoComplete="off"
        required
        announce={Boolean(form.conflict)}
        placeholder={idLoading ? t('pets.id-loading') : undefined}
        hint={t('pets.id-hint')}
      />
      <PetFormField
        {...fieldProps('name')}
        label={t('pets.field-name')}
        autoComplete="off"
        required
      />
      <PetFormField {...fieldProps('tag')} label={t('pets.field-tag')} autoComplete="off" />
      <PetFormField
        {...fieldProps('status')}
        label={t('pets.field-status')}
        list="pet-status-suggestions"
        autoComplete="off"
        hint={t('pets.status-hint')}
      />
      <datalist id="pet-status-suggestions">
        {petStatuses.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <div className="row form-actions">
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? t('pets.creating') : t('pets.create')}
        </button>
        <Link className="button" to="/pets">
          {t('pets.cancel')}
        </Link>
      </div>
    </form>
  )
}
