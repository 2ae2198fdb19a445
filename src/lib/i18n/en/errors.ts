import { addEnglish } from '../i18n'
import words from '../messages/en/errors.json'

addEnglish(words)
