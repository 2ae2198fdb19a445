// Choosing an operation in the explorer as a user does: type part of it into the Operation
// combobox, then press its option. Shared by the explorer's test files.
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

export const operationField = () => screen.getByRole('combobox', { name: 'Operation' })

/** The open list of operations. */
export const operationList = () => screen.getByRole('listbox', { name: 'Operation' })

/** Types words of `label` (`GET /pets/{petId}`) and presses the option that reads so. */
export async function chooseOperation(user: UserEvent, label: string) {
  await user.click(operationField())
  // user-event reads { and [ as keys; the words around them find the operation as well.
  await user.keyboard(label.replace(/[{}[\]]/g, ' '))
  await user.click(within(operationList()).getByRole('option', { name: label }))
}

/** The operations offered with nothing typed, as their options read; the list closes again. */
export async function offeredOperations(user: UserEvent): Promise<string[]> {
  await user.click(operationField())
  const names: string[] = []
  within(operationList()).getAllByRole('option', { name: (name) => names.push(name) > 0 })
  await user.keyboard('{Escape}')
  return names
}
