/**
 * House rules for the words buyers read (issue 39): the English site writes US English, and
 * the Spanish site quotes with «comillas angulares» only. Pure, so tests run them over every
 * message and every demo text.
 */

/** British spellings and their US forms, as whole words (a word's start is enough for stems). */
const british: [RegExp, string][] = [
  [/\bfavourit\w*/i, 'favorit…'],
  [/\bcatalogu(?:e|es|ed|ing)\b/i, 'catalog'],
  [/\bcolour\w*/i, 'color'],
  [/\bgrey(?:s|ed|ish)?\b/i, 'gray'],
  [/\b\w*centre(?:s|d)?\b/i, 'center'],
  [/\b\w*metres?\b/i, '…meter'],
  [/\blitres?\b/i, 'liter'],
  [/\bfibres?\b/i, 'fiber'],
  [/\blicence\b/i, 'license'],
  [/\b(?:behaviour|honour|labour|neighbour|harbour|flavour|rumour|vapour)\w*/i, '…or'],
  [/\b\w+isation(?:s)?\b/i, '…ization'],
  [
    /\b(?:organ|standard|util|energ|recogn|custom|optim|minim|maxim|author|priorit|summar|real|final|special|general|normal|apolog|categor|emphas|synchron|initial|visual)is(?:e|ed|es|ing)\b/i,
    '…ize',
  ],
  [/\banalys(?:e|ed|es|ing)\b/i, 'analyze'],
  [/\bcancell(?:ed|ing)\b/i, 'canceled / canceling'],
  [/\baluminium\b/i, 'aluminum'],
  [/\btyres?\b/i, 'tire'],
  [/\bprogrammes?\b/i, 'program'],
  [/\bwhilst\b/i, 'while'],
]

/** The British spellings in an English text, each with its US form: `colour → color`. */
export function britishSpellings(text: string): string[] {
  const found: string[] = []
  for (const [pattern, us] of british) {
    const match = pattern.exec(text)
    if (match) found.push(`${match[0]} → ${us}`)
  }
  return found
}

/** A percent in English is written against its number: "7%", not "7 %" (Spanish keeps the space). */
export function spacedPercent(text: string): boolean {
  return /(?:\d|\})\s+%/.test(text)
}

/**
 * Quotation marks other than « » in a Spanish text: English curly quotes, straight double
 * quotes, low quotes. Apostrophes and inch marks inside part data are not text, so only
 * double quotes count.
 */
export function nonAngularQuotes(text: string): string[] {
  return [...text.matchAll(/[“”„"]/g)].map((match) => match[0])
}
