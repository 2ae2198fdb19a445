// The shipped tour, checked like any file: a mistake in it fails the tests, not a talk.
import * as v from 'valibot'
import json from './pet-store-in-two-minutes.json'
import { tourSchema, type Tour } from './tour'

export const builtinTour: Tour = v.parse(tourSchema, json)
