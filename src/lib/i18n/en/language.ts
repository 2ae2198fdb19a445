import { addEnglish } from '../i18n'
import words from '../messages/en/language.json'

addEnglish(words)
