// /pets/new: the add-pet form. Nothing typed is lost: a draft survives reloads and detours,
// leaving asks first (links, Back and reload alike), a failed POST keeps every field, and a double
// click creates one pet.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { httpStatusOf, isApiError } from '../../api/errors'
import { createPetCall, petQueries, useCreatePet } from '../../api/pets'
import { petStatuses } from '../../api/schemas'
import { ApiCall } from '../../components/api-call'
import { ErrorAlert } from '../../components/error-alert'
import { LeaveDialog, useLeaveGuard } from '../../lib/leave-dialog'
import { showToast } from '../../lib/toasts'
import { PageHeader } from '../../lib/page-header'
import { PetFormField } from './pet-form-field'
import {
  loadDraft,
  nextPetId,
  parseInt64,
  petFormFields,
  saveDraft,
  validatePetForm,
  type PetDraft,
  type PetFormValues,
  type PetFormField as Field,
} from './pet-form'

/** The list suggests the next free ID. */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

/** The body the form would send so far, for the copyable API call before the form is valid. */
const draftBody = (values: PetFormValues) => ({
  id: parseInt64(values.id),
  name: values.name.trim() || undefined,
  tag: values.tag.trim() || undefined,
  status: values.status.trim() || undefined,
})

/** A toast shows the start of a long name, not a wall of text. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name)

export function Component() {
  const navigate = useNavigate()
  const pets = useQuery(petQueries.list())
  const create = useCreatePet()
  const [draft, setDraft] = useState<PetDraft>(loadDraft)
  // A field is "touched" once left after typing; its errors then show as it changes. Errors never
  // appear on blur itself: that would push the Create button away from a click already under way.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [checking, setChecking] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const sending = useRef(false)
  const created = useRef(false)

  // Until the user types an ID, it follows the next free id of the (cached or fetched) list.
  // Once per list, not per keystroke: a BigInt per pet on the 10,000-pet demo set.
  const suggestedId = useMemo(() => (pets.data ? nextPetId(pets.data) : ''), [pets.data])
  const values = { ...draft.values, id: draft.edited.id ? draft.values.id : suggestedId }
  const dirty = petFormFields.some((field) => draft.edited[field])
  const validation = validatePetForm(values)

  const blocker = useLeaveGuard(() => dirty && !created.current)

  // A 409 belongs to the ID it was sent with, and shows on that field only.
  const failure = isApiError(create.error) ? create.error : null
  const conflict =
    failure?.kind === 'http' && failure.status === 409
      ? failure.serverMessage || `A pet with ID ${values.id} already exists.`
      : undefined
  const errorFor = (field: Field) =>
    field === 'id' && conflict
      ? conflict
      : submitted || checking[field]
        ? validation.errors[field]
        : undefined

  const change = (field: Field, value: string) => {
    const next: PetDraft = {
      values: { ...values, [field]: value },
      edited: { ...draft.edited, [field]: true },
    }
    setDraft(next)
    saveDraft(next)
    // The server's answer was about the values it was sent; a new ID makes a 409 stale.
    if (field === 'id' && create.isError) create.reset()
    if (touched[field] && !checking[field]) setChecking({ ...checking, [field]: true })
  }
  const blur = (field: Field) => {
    if (draft.edited[field]) setTouched((t) => (t[field] ? t : { ...t, [field]: true }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const focus = (field: Field) => {
      const input = form.elements.namedItem(field)
      if (input instanceof HTMLInputElement) input.focus()
    }
    // The ref closes the gap before React re-renders the disabled button: one click, one POST.
    if (sending.current || create.isPending) return
    setSubmitted(true)
    if (!validation.ok) {
      const first = petFormFields.find((field) => validation.errors[field])
      if (first) focus(first)
      return
    }
    sending.current = true
    create.mutate(validation.pet, {
      onSuccess: (pet) => {
        created.current = true
        saveDraft(null)
        showToast('success', `Created ${shortName(pet.name ?? validation.pet.name)}`)
        void navigate(`/pets/${encodeURIComponent(String(pet.id ?? validation.pet.id))}`)
      },
      onError: (error) => {
        if (httpStatusOf(error) === 409) focus('id')
      },
      onSettled: () => {
        sending.current = false
      },
    })
  }

  const fieldProps = (field: Field) => ({
    id: `pet-${field}`,
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => blur(field),
  })

  return (
    <section className="page">
      <p className="back-link">
        <Link to="/pets">← Back to pets</Link>
      </p>
      <PageHeader
        title="Add pet"
        subtitle="ID and Name are required. Your draft is kept in this tab."
      >
        <ApiCall call={createPetCall} body={validation.ok ? validation.pet : draftBody(values)} />
      </PageHeader>
      <ErrorAlert error={create.isError && !conflict ? create.error : null} />
      <form className="card pet-form" noValidate onSubmit={submit}>
        <PetFormField
          {...fieldProps('id')}
          label="ID"
          inputMode="numeric"
          autoComplete="off"
          required
          announce={Boolean(conflict)}
          placeholder={pets.isPending ? 'Loading next free ID…' : undefined}
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
          <button type="submit" className="button primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create pet'}
          </button>
          <Link className="button" to="/pets">
            Cancel
          </Link>
        </div>
      </form>
      {blocker.state === 'blocked' && (
        <LeaveDialog
          title="Leave this form?"
          text="The pet has not been created yet. Your draft stays in this tab, so you can come back to it."
          onLeave={() => blocker.proceed()}
          onStay={() => blocker.reset()}
        />
      )}
    </section>
  )
}
