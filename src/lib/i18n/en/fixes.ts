import { addEnglish } from '../i18n'
import words from '../messages/en/fixes.json'

addEnglish(words)
