// The Tours dialog: the shipped tours and any loaded in this tab, and a "Tour file" to load one.
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Dialog } from '../../lib/dialog'
import { useT } from '../../lib/i18n/i18n'
import { LanguageSelect } from '../../lib/i18n/language-select'
import { useStore } from '../../lib/store'
import { builtinTours } from './builtin'
import type { Tour } from './tour'
import { loadTourFile, startTour, toursStore } from './tour-store'
import { textIn } from './tour-text'
import '../../lib/i18n/en/tours'

export function ToursDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const tours = [...builtinTours, ...useStore(toursStore).loaded]
  const [error, setError] = useState<string | null>(null)
  // The first thing to do here is start a tour, not close the dialog.
  const firstStart = useRef<HTMLButtonElement>(null)

  const start = (tour: Tour) => {
    onClose()
    void startTour(queryClient, tour)
  }
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const tour = await loadTourFile(file)
    setError('error' in tour ? tour.error : null)
  }

  return (
    <Dialog title={t('tours.dialog-title')} onClose={onClose} initialFocus={firstStart}>
      <ul className="tour-list">
        {tours.map((tour, index) => (
          <li key={JSON.stringify(tour.title)}>
            <button
              type="button"
              className="button primary"
              ref={index === 0 ? firstStart : undefined}
              onClick={() => start(tour)}
            >
              {t('tours.start', { title: textIn(tour.title, t.language.code) })}
            </button>
            <span className="muted tour-steps">
              {t('tours.step-count', { count: tour.steps.length })}
            </span>
          </li>
        ))}
      </ul>
      {/* On stage the header has no room for it: the presenter picks the audience's language here. */}
      <LanguageSelect />
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('tours.file-label')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => void load(event)}
        />
        <p id={`${id}-file-hint`} className={error ? 'field-error' : 'field-hint'} role="status">
          {error ?? t('tours.file-hint')}
        </p>
      </div>
    </Dialog>
  )
}
