// The add-pet form's values: validation derived from newPetSchema, and a sessionStorage draft so a
// reload or a trip to another page loses nothing until the pet is created.
import type { Int64 } from '../api/schema'
import { newPetSchema, type NewPet, type Pet } from '../api/schemas'

export const petFormFields = ['id', 'name', 'tag', 'status'] as const
export type PetFormField = (typeof petFormFields)[number]
export type PetFormValues = Record<PetFormField, string>

export interface PetDraft {
  values: PetFormValues
  /** Fields the user has typed in; an untouched ID keeps following the suggested next id. */
  edited: Partial<Record<PetFormField, boolean>>
}

export const DRAFT_KEY = 'petstore.draft.new-pet'

export const emptyDraft = (): PetDraft => ({
  values: { id: '', name: '', tag: '', status: '' },
  edited: {},
})

export const fieldLabels: Record<PetFormField, string> = {
  id: 'ID',
  name: 'Name',
  tag: 'Tag',
  status: 'Status',
}

export function loadDraft(): PetDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return emptyDraft()
    const parsed = JSON.parse(raw) as Partial<PetDraft>
    const draft = emptyDraft()
    for (const field of petFormFields) {
      const value = parsed.values?.[field]
      if (typeof value === 'string') draft.values[field] = value
      if (parsed.edited?.[field] === true) draft.edited[field] = true
    }
    return draft
  } catch {
    return emptyDraft()
  }
}

export function saveDraft(draft: PetDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** Digits with an optional leading '-', as a number, or a bigint beyond 2^53 so it stays exact. */
export function parseInt64(text: string): Int64 | undefined {
  const trimmed = text.trim()
  if (!/^-?\d+$/.test(trimmed)) return undefined
  const big = BigInt(trimmed)
  const safe = big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER)
  return safe ? Number(big) : big
}

/** The next free id: the largest id in the list plus one, in bigint when numbers would round. */
export function nextPetId(pets: readonly Pet[]): string {
  let max: bigint | null = null
  for (const pet of pets) {
    if (pet.id === undefined) continue
    const id = BigInt(pet.id)
    if (max === null || id > max) max = id
  }
  return String(max === null ? 1n : max + 1n)
}

export type PetFormErrors = Partial<Record<PetFormField, string>>

/** Checks the form against newPetSchema; messages are worded for the form, not for the wire. */
export function validatePetForm(
  values: PetFormValues,
): { ok: true; pet: NewPet; errors: PetFormErrors } | { ok: false; errors: PetFormErrors } {
  const trimmedId = values.id.trim()
  const candidate: Record<string, unknown> = {
    // A non-integer ID is passed through as text so the schema reports it.
    id: trimmedId === '' ? undefined : (parseInt64(trimmedId) ?? trimmedId),
    // A blank name counts as missing: the schema requires a name, and spaces are not one.
    name: values.name.trim() === '' ? undefined : values.name.trim(),
    tag: values.tag.trim() === '' ? undefined : values.tag.trim(),
    status: values.status.trim() === '' ? undefined : values.status.trim(),
  }
  const checked = newPetSchema.check(candidate, '')
  if (checked.ok) return { ok: true, pet: checked.value, errors: {} }
  const errors: PetFormErrors = {}
  for (const issue of checked.issues) {
    const field = petFormFields.find((f) => f === issue.path)
    if (!field || errors[field]) continue
    const label = fieldLabels[field]
    const kind = newPetSchema.shape[field].kind
    errors[field] =
      issue.message === 'is required'
        ? `${label} is required.`
        : kind === 'integer'
          ? `${label} must be a whole number (digits, optionally starting with -).`
          : `${label} ${issue.message}.`
  }
  return { ok: false, errors }
}
