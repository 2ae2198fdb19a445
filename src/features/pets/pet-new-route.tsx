// /pets/new: the add-pet form. Nothing typed is lost: a draft survives reloads and detours,
// leaving asks first (links, Back and reload alike), a failed POST keeps every field, and a double
// click creates one pet.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { createPetCall, petQueries, useCreatePet } from '../../api/pets'
import { ApiCall } from '../../components/api-call'
import { ErrorAlert } from '../../components/error-alert'
import { useT } from '../../lib/i18n/i18n'
import { LeaveDialog, useLeaveGuard } from '../../lib/leave-dialog'
import { PageHeader } from '../../lib/page-header'
import { AddPetForm } from './add-pet-form'
import { nextPetId } from './pet-form'
import { usePetForm, useSubmitPet } from './use-pet-form'
import '../../lib/i18n/en/pets'

/** The list suggests the next free ID. */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

export function Component() {
  const t = useT()
  const pets = useQuery(petQueries.list())
  const create = useCreatePet()
  // Once per list, not per keystroke: a BigInt per pet on the 10,000-pet demo set.
  const suggestedId = useMemo(() => (pets.data ? nextPetId(pets.data) : ''), [pets.data])
  const form = usePetForm(suggestedId, create)
  const { submit, created } = useSubmitPet(form, create)
  const blocker = useLeaveGuard(() => form.dirty && !created.current)

  return (
    <section className="page">
      <p className="back-link">
        <Link to="/pets">{t('pets.back-link')}</Link>
      </p>
      <PageHeader title={t('pets.add-title')} subtitle={t('pets.add-subtitle')}>
        <ApiCall call={createPetCall} body={form.body} />
      </PageHeader>
      <ErrorAlert error={create.isError && !form.conflict ? create.error : null} />
      <AddPetForm
        form={form}
        idLoading={pets.isPending}
        pending={create.isPending}
        onSubmit={submit}
      />
      {blocker.state === 'blocked' && (
        <LeaveDialog
          title={t('pets.leave-title')}
          text={t('pets.leave-text')}
          onLeave={() => blocker.proceed()}
          onStay={() => blocker.reset()}
        />
      )}
    </section>
  )
}
