import { addEnglish } from '../i18n'
import words from '../messages/en/explorer.json'

addEnglish(words)
