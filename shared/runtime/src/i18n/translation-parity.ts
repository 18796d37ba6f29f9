import type { TranslationStrings } from './translation-loader';

// `{{name}}`, and i18next's variants `{{- name}}` and `{{count, number}}`: the variable name is what counts.
const placeholderPattern = /{{\s*-?\s*([\w.]+)[^}]*}}/g;

function placeholders(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(placeholderPattern), (match) => match[1] ?? ''));
}

function isGroup(value: unknown): value is TranslationStrings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every way a translation differs in shape from English: missing or extra keys (at any depth), text
 * where English has a group or the reverse, empty text, and placeholders lost or invented. An empty
 * list means the translation can stand in for English everywhere.
 */
export function findTranslationMismatches(
  english: TranslationStrings,
  translation: Record<string, unknown>,
  keyPrefix = '',
): string[] {
  const mismatches: string[] = [];
  for (const [key, englishValue] of Object.entries(english)) {
    const path = `${keyPrefix}${key}`;
    const value = Object.hasOwn(translation, key) ? translation[key] : undefined;
    if (value === undefined) {
      mismatches.push(`missing key "${path}"`);
    } else if (isGroup(englishValue)) {
      if (isGroup(value)) mismatches.push(...findTranslationMismatches(englishValue, value, `${path}.`));
      else mismatches.push(`"${path}" should be a group of keys, as in English`);
    } else if (typeof value !== 'string') {
      mismatches.push(`"${path}" should be text, as in English`);
    } else if (value.trim() === '') {
      mismatches.push(`"${path}" is empty`);
    } else {
      const translated = placeholders(value);
      const expected = placeholders(englishValue);
      for (const name of expected) {
        if (!translated.has(name)) mismatches.push(`"${path}" lacks the placeholder {{${name}}}`);
      }
      for (const name of translated) {
        if (!expected.has(name))
          mismatches.push(`"${path}" has a placeholder {{${name}}} that English lacks`);
      }
    }
  }
  for (const key of Object.keys(translation)) {
    if (!Object.hasOwn(english, key)) mismatches.push(`extra key "${keyPrefix}${key}"`);
  }
  return mismatches;
}
