export interface TurkeyModalInput {
  /** Language code the user just picked. */
  chosenLanguage: string;
  /** Key of the sub-site the page belongs to. */
  currentSiteKey: string;
}

/**
 * Picking Turkish on any other sub-site asks whether to stay or go to the Turkish site;
 * on the Turkish site itself there is nothing to ask.
 */
export function shouldOpenTurkeyModal({ chosenLanguage, currentSiteKey }: TurkeyModalInput): boolean {
  const language = chosenLanguage.trim().toLowerCase();
  const isTurkish = language === 'tr' || language.startsWith('tr-');
  return isTurkish && currentSiteKey !== 'tr';
}
