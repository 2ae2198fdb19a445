// @vitest-environment jsdom (typing targets are DOM elements)
// A value outside React: who subscribed hears each change once, and only real changes.
import { expect, test } from 'vitest'
import { createStore } from '../src/lib/store'
import { isTypingTarget } from '../src/lib/typing-target'

test('a store tells its listeners of each change, not of the same value again', () => {
  const store = createStore({ count: 1 })
  const heard: number[] = []
  const unsubscribe = store.subscribe(() => heard.push(store.get().count))
  store.set((old) => ({ count: old.count + 1 }))
  store.set(store.get())
  store.set({ count: 5 })
  expect(heard).toEqual([2, 5])
  unsubscribe()
  store.set({ count: 6 })
  expect(heard).toEqual([2, 5])
  expect(store.get()).toEqual({ count: 6 })
})

test('keys typed in a field, a select or an editable area are not shortcuts', () => {
  const editable = document.createElement('div')
  editable.contentEditable = 'true'
  // jsdom does not derive isContentEditable from the attribute.
  Object.defineProperty(editable, 'isContentEditable', { value: true })
  for (const element of [
    document.createElement('input'),
    document.createElement('textarea'),
    document.createElement('select'),
    editable,
  ])
    expect(isTypingTarget(element)).toBe(true)
  expect(isTypingTarget(document.createElement('button'))).toBe(false)
  expect(isTypingTarget(document.body)).toBe(false)
  expect(isTypingTarget(null)).toBe(false)
  expect(isTypingTarget(window)).toBe(false)
})
