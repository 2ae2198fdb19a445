// The add-pet form's state: the draft as typed (kept in this tab), when each field's errors show,
// a 409 on the ID it was sent with, and the submit that creates one pet however often it is pressed.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { httpStatusOf, isApiError } from '../../api/errors'
import type { useCreatePet } from '../../api/pets'
import { t } from '../../lib/i18n/i18n'
import { showToast } from '../../lib/toasts'
import {
  loadDraft,
  parseInt64,
  petFormFields,
  saveDraft,
  validatePetForm,
  type PetDraft,
  type PetFormValues,
  type PetFormField as Field,
} from './pet-form'
import '../../lib/i18n/en/pets'

type CreatePet = ReturnType<typeof useCreatePet>
export type PetForm = ReturnType<typeof usePetForm>

/** The body the form would send so far, for the copyable API call before the form is valid. */
const draftBody = (values: PetFormValues) => ({
  id: parseInt64(values.id),
  name: values.name.trim() || undefined,
  tag: values.tag.trim() || undefined,
  status: values.status.trim() || undefined,
})

/** A 409 belongs to the ID it was sent with, and shows on that field only. */
function conflictOf(error: unknown, id: string): string | undefined {
  const failure = isApiError(error) ? error : null
  return failure?.kind === 'http' && failure.status === 409
    ? failure.serverMessage || t('pets.id-conflict', { id })
    : undefined
}

/** Until the user types an ID, it follows `suggestedId`, the next free one. */
export function usePetForm(suggestedId: string, create: CreatePet) {
  const [draft, setDraft] = useState<PetDraft>(loadDraft)
  // A field is "touched" once left after typing; its errors then show as it changes. Errors never
  // appear on blur itself: that would push the Create button away from a click already under way.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [checking, setChecking] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)

  const values = { ...draft.values, id: draft.edited.id ? draft.values.id : suggestedId }
  const validation = validatePetForm(values)
  const conflict = conflictOf(create.error, values.id)
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

  return {
    validation,
    conflict,
    dirty: petFormFields.some((field) => draft.edited[field]),
    body: validation.ok ? validation.pet : draftBody(values),
    showErrors: () => setSubmitted(true),
    fieldProps: (field: Field) => ({
      id: `pet-${field}`,
      name: field,
      value: values[field],
      error: errorFor(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
      onBlur: () => blur(field),
    }),
  }
}

/** A toast shows the start of a long name, not a wall of text. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name)

/** Creates the pet and opens it; an invalid form, or a 409, puts the focus on the field to fix. */
export function useSubmitPet(form: PetForm, create: CreatePet) {
  const navigate = useNavigate()
  const sending = useRef(false)
  const created = useRef(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const elements = event.currentTarget.elements
    const focus = (field: Field) => {
      const input = elements.namedItem(field)
      if (input instanceof HTMLInputElement) input.focus()
    }
    // The ref closes the gap before React re-renders the disabled button: one click, one POST.
    if (sending.current || create.isPending) return
    form.showErrors()
    const { validation } = form
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
        showToast(
          'success',
          t('pets.created-toast', { name: shortName(pet.name ?? validation.pet.name) }),
        )
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
  return { submit, created }
}
