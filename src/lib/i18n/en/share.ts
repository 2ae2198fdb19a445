import { addEnglish } from '../i18n'
import words from '../messages/en/share.json'

addEnglish(words)
