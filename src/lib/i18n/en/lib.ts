import { addEnglish } from '../i18n'
import words from '../messages/en/lib.json'

addEnglish(words)
