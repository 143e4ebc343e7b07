/**
 * The search's synonym list (pure): groups of words or phrases that mean the same, in either
 * language, so that either language's word finds the part on either site. Staff edit the list in
 * the admin (global 'search-synonyms'); until they first save it, these defaults apply.
 */
import type { SynonymGroups } from './query-terms'

export const defaultSynonyms: SynonymGroups = [
  ['relay', 'relé'],
  ['control relay', 'relé de control'],
  ['overload relay', 'relé térmico', 'relé de sobrecarga'],
  ['timing relay', 'timer relay', 'relé temporizador', 'temporizador'],
  ['push button', 'pushbutton', 'botón pulsador', 'pulsador', 'botón'],
  ['pilot light', 'indicator light', 'luz piloto', 'lámpara piloto'],
  ['tower light', 'stack light', 'torre de señalización', 'torreta'],
  ['emergency stop', 'e-stop', 'paro de emergencia'],
  ['selector switch', 'selector'],
  ['terminal block', 'bloque de terminales', 'borne', 'clema'],
  ['wire duct', 'cable duct', 'canaleta', 'ducto'],
  ['enclosure', 'gabinete', 'caja', 'envolvente'],
  ['circuit breaker', 'breaker', 'interruptor termomagnético', 'pastilla'],
  ['motor protection circuit breaker', 'motor protector', 'guardamotor'],
  ['disconnect switch', 'disconnect', 'seccionador'],
  ['legend plate', 'placa de leyenda'],
  ['lens', 'lente'],
  ['lamp', 'lámpara', 'foco'],
  ['buzzer', 'zumbador', 'chicharra'],
  ['coil', 'bobina'],
]

/** One group as staff type it: phrases separated by commas or new lines ('relay, relé'). */
export function synonymGroupOf(text: string | null | undefined): string[] {
  if (!text) return []
  return [
    ...new Set(
      text
        .split(/[,;\n]+/)
        .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
        .filter((phrase) => phrase !== ''),
    ),
  ]
}
