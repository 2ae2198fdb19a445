// The pets' search and filters, kept in the URL: a search of names and tags, a status and a tag.
import { useMemo } from 'react'
import { petStatuses, type Pet } from '../../api/schemas'
import { optionsOf, SelectField } from '../../lib/fields'
import { compareValues } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { useListParams } from '../../lib/list-params'
import type { PetSort } from './pets-table'
import '../../lib/i18n/en/pets'

/** What "Clear filters" sets. */
export const noPetFilters = { q: '', status: '', tag: '' }

/** A pet with its searchable text lower-cased once, not on every keystroke. */
interface Searchable {
  pet: Pet
  name: string | undefined
  tag: string | undefined
}

/** The pets the URL's search and filters let through, in the sort's order. */
export function useVisiblePets(pets: Pet[] | undefined, sort: PetSort) {
  const { get } = useListParams()
  const needle = get('q').trim().toLowerCase()
  const status = get('status')
  const tag = get('tag')

  // Sorted once per sort, not per keystroke: filtering a sorted list keeps it sorted.
  const sorted = useMemo<Searchable[]>(() => {
    if (!pets) return []
    const sign = sort.direction === 'ascending' ? 1 : -1
    return [...pets]
      .sort((a, b) => sign * compareValues(a[sort.key], b[sort.key]))
      .map((pet) => ({ pet, name: pet.name?.toLowerCase(), tag: pet.tag?.toLowerCase() }))
  }, [pets, sort.key, sort.direction])

  const visible = useMemo(
    () =>
      sorted
        .filter(
          (item) =>
            (!status || item.pet.status === status) &&
            (!tag || item.pet.tag === tag) &&
            (!needle || item.name?.includes(needle) || item.tag?.includes(needle)),
        )
        .map((item) => item.pet),
    [sorted, needle, status, tag],
  )
  return { visible, filtering: Boolean(needle || status || tag) }
}

/** "All", then the distinct values of one field, plus any that must be offered (suggestions, the URL's). */
function filterOptions(
  pets: Pet[] | undefined,
  field: 'status' | 'tag',
  extra: string[],
  allLabel: string,
) {
  const values = new Set(extra.filter(Boolean))
  pets?.forEach((pet) => {
    const value = pet[field]
    if (value) values.add(value)
  })
  return [{ value: '', label: allLabel }, ...optionsOf([...values].sort(compareValues))]
}

/** The search box, and a filter for each field whose values the pets themselves offer. */
export function PetFilters({ pets }: { pets: Pet[] | undefined }) {
  const t = useT()
  const { get, update } = useListParams()
  const status = get('status')
  const tag = get('tag')
  const all = t('pets.filter-all')
  const statusOptions = useMemo(
    () => filterOptions(pets, 'status', [...petStatuses, status], all),
    [pets, status, all],
  )
  const tagOptions = useMemo(() => filterOptions(pets, 'tag', [tag], all), [pets, tag, all])
  const filters = [
    { name: 'status', label: t('pets.field-status'), value: status, options: statusOptions },
    { name: 'tag', label: t('pets.field-tag'), value: tag, options: tagOptions },
  ]
  return (
    <div className="toolbar" role="search">
      <div className="field">
        <label htmlFor="pets-search">{t('pets.search-label')}</label>
        <input
          id="pets-search"
          type="search"
          className="search-input"
          placeholder={t('pets.search-placeholder')}
          value={get('q')}
          onChange={(event) => update({ q: event.target.value })}
        />
      </div>
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          {...filter}
          onChange={(value) => update({ [filter.name]: value })}
        />
      ))}
    </div>
  )
}
