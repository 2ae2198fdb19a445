import { addEnglish } from '../i18n'
import words from '../messages/en/compare.json'

addEnglish(words)
