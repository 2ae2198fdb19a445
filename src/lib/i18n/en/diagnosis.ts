import { addEnglish } from '../i18n'
import words from '../messages/en/diagnosis.json'

addEnglish(words)
