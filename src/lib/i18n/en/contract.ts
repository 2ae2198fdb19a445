import { addEnglish } from '../i18n'
import words from '../messages/en/contract.json'

addEnglish(words)
