import { addEnglish } from '../i18n'
import words from '../messages/en/config.json'

addEnglish(words)
