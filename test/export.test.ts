// @vitest-environment jsdom (a download is a link clicked in the document)
import fc from 'fast-check'
import { afterEach, expect, test, vi } from 'vitest'
import { csvCell, exportCsv, exportJson, toCsv } from '../src/lib/export'

test('plain values are written as they are; missing values are empty', () => {
  expect(csvCell('Biscuit')).toBe('Biscuit')
  expect(csvCell(42)).toBe('42')
  expect(csvCell(true)).toBe('true')
  expect(csvCell(undefined)).toBe('')
  expect(csvCell(null)).toBe('')
})

test('commas, quotes and line breaks are quoted, and quotes doubled', () => {
  expect(csvCell('Rex, the dog')).toBe('"Rex, the dog"')
  expect(csvCell('say "hi"')).toBe('"say ""hi"""')
  expect(csvCell('two\nlines')).toBe('"two\nlines"')
  expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"')
})

test('cells a spreadsheet would run as a formula are neutralised', () => {
  expect(csvCell('=SUM(A1:A9)')).toBe(`"'=SUM(A1:A9)"`)
  expect(csvCell('+1+1')).toBe(`"'+1+1"`)
  expect(csvCell('-2+3')).toBe(`"'-2+3"`)
  expect(csvCell('@cmd')).toBe(`"'@cmd"`)
  expect(csvCell('\t=1')).toBe(`"'\t=1"`)
  expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`)
  // Only a leading character is dangerous.
  expect(csvCell('a=b')).toBe('a=b')
})

test('negative numbers stay numbers; only text that starts like a formula is neutralised', () => {
  expect(csvCell(-5)).toBe('-5')
  expect(csvCell(-9007199254740993n)).toBe('-9007199254740993')
  expect(toCsv(['quantity'], [{ quantity: -5 }])).toBe('quantity\r\n-5\r\n')
  expect(csvCell('-5')).toBe(`"'-5"`)
})

test('int64 ids above 2^53 are written exactly', () => {
  expect(csvCell(9007199254740993n)).toBe('9007199254740993')
  expect(toCsv(['id'], [{ id: 9223372036854775807n }])).toBe('id\r\n9223372036854775807\r\n')
})

test('a table has a header row, one line per row in column order, CRLF line ends', () => {
  const csv = toCsv(
    ['id', 'name', 'tag'],
    [
      { id: 1, name: 'Biscuit', tag: 'dog', extra: 'ignored' },
      { id: 2, name: 'Kiwi, Jr.' },
    ],
  )
  expect(csv).toBe('id,name,tag\r\n1,Biscuit,dog\r\n2,"Kiwi, Jr.",\r\n')
})

/** A minimal RFC 4180 reader, to check that any text survives a round trip. */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
}

test('any text comes back from its cell unchanged, apart from the formula guard', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const back = readCell(csvCell(text))
      expect(back).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
    }),
  )
})

afterEach(() => vi.restoreAllMocks())

/** jsdom has no object URLs or downloads: what the link would have saved, and under what name. */
function captureDownload() {
  const saved: { blob: Blob; name: string }[] = []
  let url = ''
  let made: Blob | null = null
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made = blob as Blob
    url = `blob:${saved.length}`
    return url
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.href).toBe(url)
    expect(this.isConnected).toBe(true)
    if (made) saved.push({ blob: made, name: this.download })
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  return { saved, revoke }
}

test('an export downloads a named CSV or JSON file, frees its URL, and leaves no link behind', async () => {
  const { saved, revoke } = captureDownload()
  exportCsv('pets', ['id', 'name'], [{ id: 9007199254740993n, name: 'Rex' }])
  exportJson('orders', [{ id: 1, big: 9007199254740993n }])
  expect(saved.map((s) => s.name)).toEqual(['pets.csv', 'orders.json'])
  expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8')
  expect(await saved[0]?.blob.text()).toBe('id,name\r\n9007199254740993,Rex\r\n')
  expect(saved[1]?.blob.type).toBe('application/json')
  expect(await saved[1]?.blob.text()).toBe(
    '[\n  {\n    "id": 1,\n    "big": 9007199254740993\n  }\n]\n',
  )
  expect(document.querySelector('a[download]')).toBeNull()
  await vi.waitFor(() => expect(revoke.mock.calls).toEqual([['blob:0'], ['blob:1']]))
})

test('an object or array in a cell is written as JSON', () => {
  expect(csvCell({ tag: 'dog', id: 9007199254740993n })).toBe(
    '"{""tag"":""dog"",""id"":9007199254740993}"',
  )
  expect(csvCell(['a', 1])).toBe('"[""a"",1]"')
})
