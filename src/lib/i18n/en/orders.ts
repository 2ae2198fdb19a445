import { addEnglish } from '../i18n'
import words from '../messages/en/orders.json'

addEnglish(words)
