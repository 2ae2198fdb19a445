import { addEnglish } from '../i18n'
import words from '../messages/en/log.json'

addEnglish(words)
