// The add-pet form's values: validation derived from newPetSchema, and a draft kept in this tab so a
// reload or a trip to another page loses nothing until the pet is created.
import { check, newPetSchema, type Int64, type NewPet, type Pet } from '../../api/schemas'
import { t } from '../../lib/i18n/i18n'
import { readStored, storageKeys, writeStored } from '../../lib/storage'
import '../../lib/i18n/en/pets'

export const petFormFields = ['id', 'name', 'tag', 'status'] as const
export type PetFormField = (typeof petFormFields)[number]
export type PetFormValues = Record<PetFormField, string>

export interface PetDraft {
  values: PetFormValues
  /** Fields the user has typed in; an untouched ID keeps following the suggested next id. */
  edited: Partial<Record<PetFormField, boolean>>
}

const emptyDraft = (): PetDraft => ({
  values: { id: '', name: '', tag: '', status: '' },
  edited: {},
})

/** A field's label in the active language; made when shown, so a language switch reaches it. */
export const fieldLabel = (field: PetFormField): string => t(`pets.field-${field}`)

export const isPetFormField = (key: string): key is PetFormField =>
  (petFormFields as readonly string[]).includes(key)

export function loadDraft(): PetDraft {
  try {
    const parsed = JSON.parse(
      readStored('session', storageKeys.petDraft) ?? 'null',
    ) as Partial<PetDraft> | null
    const draft = emptyDraft()
    for (const field of petFormFields) {
      const value = parsed?.values?.[field]
      if (typeof value === 'string') draft.values[field] = value
      if (parsed?.edited?.[field] === true) draft.edited[field] = true
    }
    return draft
  } catch {
    return emptyDraft()
  }
}

export function saveDraft(draft: PetDraft | null): void {
  writeStored('session', storageKeys.petDraft, draft && JSON.stringify(draft))
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
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const candidate = {
    // A non-integer ID is passed through as text so the schema reports it.
    id: text(values.id) === undefined ? undefined : (parseInt64(values.id) ?? values.id.trim()),
    name: values.name,
    tag: text(values.tag),
    status: text(values.status),
  }
  const checked = check(newPetSchema, candidate)
  if (checked.ok) return { ok: true, pet: checked.value, errors: {} }
  const errors: PetFormErrors = {}
  for (const issue of checked.issues) {
    const field = petFormFields.find((f) => issue.path === `$.${f}`)
    if (!field || errors[field]) continue
    const label = fieldLabel(field)
    errors[field] =
      issue.message === 'is required'
        ? t('pets.error-required', { label })
        : field === 'id'
          ? t('pets.error-whole-number', { label })
          : t('pets.error-other', { label, problem: issue.message })
  }
  return { ok: false, errors }
}
