// @vitest-environment jsdom (the demo API's address comes from window.location)
// The response check on operations openapi.yaml does not have yet: a response with no body, one
// that is not JSON, one of two content types, a default response, a literal path beside a template.
// This file runs it over a copy of the contract with those added.
import { expect, test, vi } from 'vitest'
import { drain, lines } from './contract-check-steps'
import { API } from './server'

vi.mock('../openapi.yaml', async () => {
  const { readFileSync } = await import('node:fs')
  const { parse } = await import('yaml')
  const api = parse(readFileSync('openapi.yaml', 'utf8'))
  const error = { schema: { $ref: '#/components/schemas/Error' } }
  api.paths['/pets/{petId}'].delete = {
    operationId: 'deletePet',
    responses: { '204': { description: 'Deleted' } },
  }
  api.paths['/pets/{petId}/photo'] = {
    get: {
      operationId: 'showPhoto',
      responses: {
        '200': {
          content: { 'image/png': {}, 'application/json': { schema: { type: 'object' } } },
        },
        default: { content: { 'application/json': error } },
      },
    },
  }
  api.paths['/pets/{petId}/notes'] = {
    get: {
      operationId: 'showNotes',
      responses: {
        '200': { content: { 'text/plain': { schema: { type: 'string' } } } },
        // JSON, with no schema to check it against.
        '404': { content: { 'application/json': {} } },
      },
    },
  }
  // Declared after /pets/{petId}, with no DELETE of its own.
  api.paths['/pets/mine'] = {
    get: {
      operationId: 'listMyPets',
      responses: { '200': { content: { 'application/json': { schema: { type: 'array' } } } } },
    },
  }
  return { default: api }
})

test('a response the contract gives no content may have no body, and a body is a violation', () => {
  const deleted = { method: 'DELETE', url: `${API}/pets/7`, status: 204, contentType: null }
  expect(drain({ ...deleted, body: '' })).toEqual({
    operation: 'deletePet',
    violations: [],
    violationCount: 0,
    notes: [],
    noteCount: 0,
  })
  expect(lines(drain({ ...deleted, body: '{}' }))).toEqual(['$: expected no body for 204, got one'])
})

test('a body that is not JSON is not parsed or checked, only its content type', () => {
  const notes = { url: `${API}/pets/7/notes`, contentType: 'text/plain' }
  expect(lines(drain({ ...notes, body: 'Likes carrots.' }))).toEqual([])
  expect(
    lines(drain({ ...notes, contentType: 'application/json', body: 'Likes carrots.' })),
  ).toEqual(['Content-Type: expected text/plain, got application/json'])
})

test('a JSON response without a schema is not checked past its content type', () => {
  const notes = { url: `${API}/pets/7/notes`, status: 404 }
  expect(lines(drain({ ...notes, body: '{"anything":[1]}' }))).toEqual([])
  expect(lines(drain({ ...notes, body: 'not even JSON' }))).toEqual([])
  expect(lines(drain({ ...notes, contentType: 'text/plain' }))).toEqual([
    'Content-Type: expected application/json, got text/plain',
  ])
})

test('of two content types either is fine, and the JSON one has its body checked', () => {
  const photo = { url: `${API}/pets/7/photo` }
  expect(lines(drain({ ...photo, contentType: 'image/png', body: '\u0089PNG' }))).toEqual([])
  expect(lines(drain({ ...photo, body: '{"width":640}' }))).toEqual([])
  expect(lines(drain({ ...photo, body: '[]' }))).toEqual(['$: expected object, got array'])
  // Neither: the first type is the one expected, and a PNG has no schema to check.
  expect(lines(drain({ ...photo, contentType: 'text/html', body: '<p>' }))).toEqual([
    'Content-Type: expected image/png or application/json, got text/html',
  ])
  expect(lines(drain({ ...photo, body: '' }))).toEqual([
    '$: expected a body (image/png or application/json), got none',
  ])
})

test('a status the operation does not list is checked against its default response', () => {
  const photo = { url: `${API}/pets/7/photo` }
  expect(lines(drain({ ...photo, status: 418, body: '{"message":"Teapot"}' }))).toEqual([])
  expect(lines(drain({ ...photo, status: 418, body: '{}' }))).toEqual([
    '$.message: required field missing',
  ])
})

test('a literal path wins over a template declared before it, but only for its own methods', () => {
  expect(drain({ url: `${API}/pets/mine` }).operation).toBe('listMyPets')
  expect(drain({ url: `${API}/pets/7`, body: '{"id":7,"name":"a"}' }).operation).toBe('showPetById')
  expect(drain({ method: 'DELETE', url: `${API}/pets/mine`, status: 204, body: '' })).toMatchObject(
    { operation: 'deletePet', violationCount: 0 },
  )
})
