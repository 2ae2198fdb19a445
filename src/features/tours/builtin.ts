// The shipped tours, checked like any file: a mistake in one fails the tests, not a talk.
import * as v from 'valibot'
import petStore from './pet-store-in-two-minutes.json'
import workflow from './a-workflow-step-by-step.json'
import { tourSchema, type Tour } from './tour'

export const builtinTour: Tour = v.parse(tourSchema, petStore)
export const workflowTour: Tour = v.parse(tourSchema, workflow)
/** Every shipped tour, in the order the Tours dialog lists them. */
export const builtinTours: Tour[] = [builtinTour, workflowTour]
