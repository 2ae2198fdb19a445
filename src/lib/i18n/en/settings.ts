import { addEnglish } from '../i18n'
import words from '../messages/en/settings.json'

addEnglish(words)
