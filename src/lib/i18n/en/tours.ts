import { addEnglish } from '../i18n'
import words from '../messages/en/tours.json'

addEnglish(words)
